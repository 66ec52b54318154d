import { describe, expect, it } from 'vitest';
import { logoutPage, messagePage, setPasswordPage, signInPage, type Page } from './pages';

// The issuer's pages in the product's look (docs/decisions/193): everything they draw is inside the page,
// so the content security policy (nothing but the page's own nonce'd style and script) holds.

const formTargets = ['http://localhost:8080'];
const PAGES: Record<string, Page> = {
  'sign-in': signInPage({ uid: 'abc', formTargets }),
  'sign-in with an error': signInPage({ uid: 'abc', email: 'a@b.test', error: 'invalid', formTargets }),
  'sign-out': logoutPage({
    form: '<form id="op.logoutForm" method="post" action="/auth/session/end/confirm"></form>',
    isAutomatic: false,
    formTargets,
  }),
  'set password': setPasswordPage({ token: 't', email: 'a@b.test', formTargets }),
  message: messagePage({
    title: 'Done',
    message: 'Your password is set.',
    link: { href: '/login', text: 'Sign in' },
  }),
};

describe('issuer pages', () => {
  it('show the brand: the mark, the name and the tagline above the card', () => {
    const { html } = PAGES['sign-in']!;
    expect(html).toMatch(/<header>\s*<svg[^>]*aria-hidden="true"/);
    expect(html).toContain('<h1>Dispatchwise</h1>');
    expect(html).toContain('<p class="tagline">Facilities maintenance dispatch</p>');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('>Sign in</button>');
  });

  it.each(Object.entries(PAGES))(
    '%s loads nothing from elsewhere and styles only through its nonce',
    (_name, page) => {
      const nonce = /style-src 'nonce-([^']+)'/.exec(page.csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(page.html).toContain(`<style nonce="${nonce}">`);
      expect(page.html).not.toMatch(/<link|<img|<iframe|@import|url\(|\ssrc=|\sstyle=/i);
      // The theme's colours, not the generic MUI blue of before.
      expect(page.html).toContain('#1f3a5f');
      expect(page.html).not.toContain('#1976d2');
      for (const [, href] of page.html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^\//);
    },
  );
});
