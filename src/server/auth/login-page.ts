const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

export interface LoginPageModel {
  returnUrl: string;
  /** Where Back goes: the page the visitor came from (else returnUrl, which may be a page that asks to log in). */
  backUrl?: string;
  username?: string;
  error?: string;
  reason?: string;
}

const REASONS: Record<string, string> = {
  session: 'Your session has ended. Please log in again.',
  redeem: 'Log in to buy a ticket with PTC or card.',
  favourite: 'Log in to save games to My Poker Games.',
};

/** The server-rendered sign-in page: plain HTML and CSS, matching the app's colours, no script. */
export function renderLoginPage(model: LoginPageModel): string {
  const notice =
    model.error ?? (model.reason && Object.hasOwn(REASONS, model.reason) ? REASONS[model.reason] : undefined);
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Login | Australian Poker League</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#0b1f3a;color:#1a1b1e;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:24px}
  a{color:#c8102e}
  .brand{color:#fff;font-weight:800;font-size:28px;letter-spacing:.5px;margin-bottom:20px;text-decoration:none}
  .brand span{color:#f5b400}
  main{background:#fff;border-radius:12px;box-shadow:0 10px 30px rgba(0,0,0,.35);padding:32px 28px;width:100%;max-width:400px}
  h1{margin:0 0 6px;font-size:24px}
  p.lead{margin:0 0 20px;color:#5c5f66}
  label{display:block;font-weight:600;font-size:14px;margin:14px 0 6px}
  input{width:100%;font:inherit;padding:11px 12px;border:1px solid #ced4da;border-radius:8px}
  input:focus{outline:2px solid #f5b400;border-color:#f5b400}
  button{margin-top:22px;width:100%;font:inherit;font-weight:700;padding:12px;border:0;border-radius:8px;background:#c8102e;color:#fff;cursor:pointer}
  button:hover{background:#a50d26}
  .notice{background:#fff4e6;border:1px solid #ffa94d;color:#7a3e00;border-radius:8px;padding:10px 12px;margin-bottom:8px;font-size:14px}
  .notice.error{background:#fff5f5;border-color:#ff8787;color:#a51111}
  .links{display:flex;justify-content:space-between;margin-top:18px;font-size:14px}
</style>
</head>
<body>
<a class="brand" href="/">APL <span>Poker</span></a>
<main>
  <h1>Login</h1>
  <p class="lead">Use your email, mobile or membership number.</p>
  ${notice ? `<div class="notice${model.error ? ' error' : ''}" role="alert">${escapeHtml(notice)}</div>` : ''}
  <form method="post" action="/login">
    <input type="hidden" name="returnUrl" value="${escapeHtml(model.returnUrl)}">
    <label for="username">Email, mobile or membership number</label>
    <input id="username" name="username" autocomplete="username" required maxlength="254" value="${escapeHtml(model.username ?? '')}" ${model.username ? '' : 'autofocus'}>
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200" ${model.username ? 'autofocus' : ''}>
    <button type="submit">Login</button>
  </form>
  <div class="links"><a href="/forgot-password">Forgot password?</a><a href="/register">Register a membership</a><a href="${escapeHtml(model.backUrl ?? model.returnUrl)}">Back</a></div>
</main>
</body>
</html>`;
}
