/**
 * The look of the issuer's pages (sign-in, sign-out, set password, messages): the web app's theme (navy
 * #1f3a5f, amber #f5a623, grey #f4f6f9, its font stack) as plain CSS, with the logo drawn inline, so a page
 * loads nothing from anywhere and stays inside its content security policy (docs/decisions/193).
 */
export const PAGE_STYLE = `
*{box-sizing:border-box}
html{font-family:Inter,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:15px;line-height:1.5;color:#1d2733;background:#f4f6f9}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;padding:64px 16px 32px;background:linear-gradient(#1f3a5f 0,#1f3a5f 248px,#f4f6f9 248px)}
header,main{width:100%;max-width:420px}
header{display:flex;align-items:center;gap:14px;margin:0 0 28px;color:#fff}
header svg{flex:none;display:block}
h1{margin:0;font-size:1.6rem;font-weight:700;line-height:1.2;letter-spacing:.01em}
.tagline{margin:2px 0 0;font-size:.875rem;color:rgba(255,255,255,.78)}
main{background:#fff;border:1px solid #e1e5eb;border-radius:12px;padding:32px;box-shadow:0 12px 32px rgba(19,38,64,.14)}
h2{margin:0 0 4px;font-size:1.25rem;font-weight:600}
.lead{margin:0 0 24px;color:#5a6675}
.alert{margin:0 0 20px;padding:10px 14px;border-radius:6px;background:#fdecea;color:#7a1f1f;border:1px solid #f3c3bf;border-left:4px solid #c62828}
label{display:block;margin:0 0 6px;font-size:.875rem;font-weight:600}
input{display:block;width:100%;margin:0 0 18px;padding:10px 12px;font:inherit;color:inherit;background:#fff;border:1px solid #c3cad4;border-radius:6px}
input:hover{border-color:#5a6675}
input:focus{outline:2px solid #3c5a82;outline-offset:-1px;border-color:#3c5a82}
input[aria-invalid=true]{border-color:#c62828}
button,.button{display:block;width:100%;margin:8px 0 0;padding:11px 16px;font:inherit;font-weight:600;text-align:center;text-decoration:none;color:#fff;background:#1f3a5f;border:0;border-radius:6px;cursor:pointer}
button:hover,.button:hover{background:#132640}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
button.secondary{color:#1f3a5f;background:#fff;border:1px solid #c3cad4}
button.secondary:hover{background:#f4f6f9}
.links{margin:18px 0 0;text-align:center;font-size:.875rem}
a{color:#3c5a82}
footer{margin:24px 0 0;font-size:.8125rem;color:#5a6675;text-align:center}
@media (max-width:480px){body{padding:32px 12px 24px;background:linear-gradient(#1f3a5f 0,#1f3a5f 196px,#f4f6f9 196px)}header{margin-bottom:22px}main{padding:24px 20px;border-radius:10px}}
`;

/** The product's mark (as apps/web/public/favicon.svg): a navy tile with an amber D. */
export const BRAND_MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="44" height="44" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="7" fill="#132640" stroke="rgba(255,255,255,.35)"/><path d="M9 8h7a8 8 0 0 1 0 16H9z" fill="none" stroke="#f5a623" stroke-width="3"/></svg>`;
