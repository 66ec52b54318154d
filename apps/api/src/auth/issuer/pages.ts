import { randomBytes } from 'node:crypto';
import { escapeHtml } from '../../lib/rich-text';

/**
 * The issuer's server-rendered pages (sign-in, logout, signed out, errors): plain HTML and CSS in the
 * web app's look (white card on grey, MUI's blue), no script except the logout auto-submit.
 */
export type Page = { html: string; csp: string };

export type SignInError = 'invalid' | 'blocked' | 'locked';

export const SIGN_IN_MESSAGES: Record<SignInError, string> = {
  invalid: 'Invalid email or password.',
  blocked: 'Your account is blocked.',
  locked: 'Too many attempts. Try again in a few minutes.',
};

const STYLE = `
*{box-sizing:border-box}
html{font-family:Roboto,system-ui,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:rgba(0,0,0,.87);background:#f4f6f8}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px}
main{width:100%;max-width:400px;background:#fff;border-radius:8px;padding:32px;box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px rgba(0,0,0,.14),0 1px 3px rgba(0,0,0,.12)}
h1{margin:0 0 4px;font-size:1.75rem;font-weight:500;color:#1976d2;text-align:center}
.lead{margin:0 0 24px;text-align:center;color:rgba(0,0,0,.6)}
.alert{margin:0 0 16px;padding:10px 14px;border-radius:4px;background:#fdeded;color:#5f2120;border:1px solid #f5c2c0}
label{display:block;margin:0 0 4px;font-size:.875rem;font-weight:500}
input{display:block;width:100%;margin:0 0 16px;padding:10px 12px;font:inherit;border:1px solid rgba(0,0,0,.3);border-radius:4px}
input:focus{outline:2px solid #1976d2;outline-offset:-1px;border-color:#1976d2}
input[aria-invalid=true]{border-color:#d32f2f}
button,.button{display:block;width:100%;margin:8px 0 0;padding:10px 16px;font:inherit;font-weight:500;text-transform:uppercase;letter-spacing:.03em;text-align:center;text-decoration:none;color:#fff;background:#1976d2;border:0;border-radius:4px;cursor:pointer}
button:hover,.button:hover{background:#1565c0}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid #90caf9;outline-offset:2px}
button.secondary{color:#1976d2;background:transparent;border:1px solid rgba(25,118,210,.5)}
button.secondary:hover{background:rgba(25,118,210,.04)}
.links{margin:16px 0 0;text-align:center;font-size:.875rem}
a{color:#1976d2}
`;

function layout(options: { title: string; body: string; nonce: string }): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)} · Dispatchwise</title>
<style nonce="${options.nonce}">${STYLE}</style>
</head>
<body>
<main>
<h1>Dispatchwise</h1>
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
<p class="lead">Sign in to continue</p>
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
