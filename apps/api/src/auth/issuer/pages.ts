import { randomBytes } from 'node:crypto';
import { escapeHtml } from '../../lib/rich-text';
import { BRAND_MARK, PAGE_STYLE } from './page-style';

/**
 * The issuer's server-rendered pages (sign-in, logout, signed out, errors): plain HTML and CSS in the
 * web app's look (page-style.ts: the brand on a navy band, a white card), no script except the logout
 * auto-submit.
 */
export type Page = { html: string; csp: string };

export type SignInError = 'invalid' | 'blocked' | 'locked';

export const SIGN_IN_MESSAGES: Record<SignInError, string> = {
  invalid: 'Invalid email or password.',
  blocked: 'Your account is blocked.',
  locked: 'Too many attempts. Try again in a few minutes.',
};

function layout(options: { title: string; body: string; nonce: string }): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)} · Dispatchwise</title>
<style nonce="${options.nonce}">${PAGE_STYLE}</style>
</head>
<body>
<header>
${BRAND_MARK}
<div>
<h1>Dispatchwise</h1>
<p class="tagline">Facilities maintenance dispatch</p>
</div>
</header>
<main>
${options.body}
</main>
</body>
</html>`;
}

/** CSP of every page: nothing but its own nonce'd style (and script); forms may post to us and land on the web app. */
function contentSecurityPolicy(nonce: string, formTargets: string[]): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function page(title: string, formTargets: string[], body: (nonce: string) => string): Page {
  const nonce = randomBytes(16).toString('base64');
  return {
    html: layout({ title, body: body(nonce), nonce }),
    csp: contentSecurityPolicy(nonce, formTargets),
  };
}

export function signInPage(options: {
  uid: string;
  email?: string | undefined;
  error?: SignInError | undefined;
  formTargets: string[];
}): Page {
  const { uid, email = '', error, formTargets } = options;
  const action = `/signin/${encodeURIComponent(uid)}`;
  const invalid = error ? ' aria-invalid="true" aria-describedby="signin-error"' : '';
  return page(
    'Sign in',
    formTargets,
    () => `
<h2>Sign in</h2>
<p class="lead">Use the email and password of your Dispatchwise account.</p>
${error ? `<p class="alert" role="alert" id="signin-error">${escapeHtml(SIGN_IN_MESSAGES[error])}</p>` : ''}
<form method="post" action="${action}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid}${email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<p class="links"><a href="${action}/abort">Cancel</a></p>`,
  );
}

/**
 * oidc-provider's logout confirmation. With an id_token_hint the web app asked for the logout itself,
 * so the form submits at once (a button remains without script); otherwise the person confirms.
 */
export function logoutPage(options: { form: string; isAutomatic: boolean; formTargets: string[] }): Page {
  const { form, isAutomatic, formTargets } = options;
  if (isAutomatic) {
    const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
    return page(
      'Signing out',
      formTargets,
      (nonce) => `
<p class="lead">Signing you out…</p>
${confirmed}
<button type="submit" form="op.logoutForm">Sign out</button>
<script nonce="${nonce}">document.getElementById('op.logoutForm').submit();</script>`,
    );
  }
  return page(
    'Sign out',
    formTargets,
    () => `
<p class="lead">Do you want to sign out of Dispatchwise?</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Yes, sign me out</button>
<button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button>`,
  );
}

export function messagePage(options: {
  title: string;
  message: string;
  link: { href: string; text: string };
}): Page {
  const { title, message, link } = options;
  return page(
    title,
    [],
    () => `
<p class="lead">${escapeHtml(message)}</p>
<a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>`,
  );
}

/** The invitation link's page: choose a password (docs/decisions/062). */
export function setPasswordPage(options: {
  token: string;
  email: string;
  error?: string | undefined;
  formTargets: string[];
}): Page {
  const { token, email, error, formTargets } = options;
  const invalid = error ? ' aria-invalid="true" aria-describedby="setpassword-error"' : '';
  return page(
    'Set your password',
    formTargets,
    () => `
<p class="lead">Choose a password for ${escapeHtml(email)}</p>
${error ? `<p class="alert" role="alert" id="setpassword-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/signin/setpassword">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8"${invalid} autofocus>
<label for="confirm">Confirm password</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required minlength="8"${invalid}>
<button type="submit">Set password</button>
</form>`,
  );
}
