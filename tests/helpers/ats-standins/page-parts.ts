/**
 * Pieces every stand-in page shares: the anti-bot widgets and walls the variants add, and the
 * pages around the form. They carry the markers the live widgets carry (class names, iframe
 * hosts), taken from job-sources.md §2.6 and the issue's captured pages; no script is loaded.
 */
export type Variant =
  | 'plain'
  | 'captcha-recaptcha'
  | 'captcha-hcaptcha'
  | 'turnstile'
  | 'login-wall'
  | 'email-code'
  | 'unknown-question'
  | 'reject-pdf'
  | 'slow'
  | 'changes-after-fill'
  | 'conditional'
  | 'server-error'
  | 'malformed'
  | 'many-fields';

export const variants: readonly Variant[] = [
  'plain',
  'captcha-recaptcha',
  'captcha-hcaptcha',
  'turnstile',
  'login-wall',
  'email-code',
  'unknown-question',
  'reject-pdf',
  'slow',
  'changes-after-fill',
  'conditional',
  'server-error',
  'malformed',
  'many-fields',
];

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What the reCAPTCHA variant's server wants in `g-recaptcha-response`: set only by a click in the
 * challenge's frame, as a person solves it, so a submission without that click is refused.
 */
export const CAPTCHA_SOLVED = 'solved-by-a-person';

const personCheck = `<iframe title="reCAPTCHA challenge" width="320" height="60" srcdoc="${escapeHtml(
  `<label><input type=checkbox onclick="parent.document.getElementById('g-recaptcha-response').value = this.checked ? '${CAPTCHA_SOLVED}' : ''"> I'm not a robot</label>`,
)}"></iframe>`;

/** The widget markup a page carries for a CAPTCHA variant (empty for the others). */
export function challengeWidget(variant: Variant): string {
  if (variant === 'captcha-recaptcha')
    return `<div class="g-recaptcha" data-sitekey="6Lc-standin" data-size="invisible"><textarea id="g-recaptcha-response" name="g-recaptcha-response" style="display:none"></textarea></div><iframe title="reCAPTCHA" src="https://www.google.com/recaptcha/enterprise/anchor?k=standin" width="1" height="1"></iframe>${personCheck}`;
  if (variant === 'captcha-hcaptcha')
    return '<div class="h-captcha" data-sitekey="standin" data-size="invisible"></div><iframe title="hCaptcha" src="https://newassets.hcaptcha.com/captcha/v1/standin" width="1" height="1"></iframe>';
  if (variant === 'turnstile')
    return '<div class="cf-turnstile" data-sitekey="0x4AAA-standin"></div><iframe title="Widget containing a Cloudflare security challenge" src="https://challenges.cloudflare.com/cdn-cgi/challenge-platform/standin" width="300" height="65"></iframe>';
  return '';
}

export function page(title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:760px;margin:24px auto}label{display:block;margin-top:12px}
.hidden-file{display:none}[role=listbox]{border:1px solid #888;list-style:none;padding:0}[role=option]{padding:4px}</style>
</head><body>${body}${script ? `<script>${script}</script>` : ''}</body></html>`;
}

export const loginWall = (company: string) =>
  page(
    `Sign in – ${company} careers`,
    `<h1>Sign in to apply</h1><p>Create an account or sign in to continue your application to ${escapeHtml(company)}.</p>
<form method="post" action="/login"><label for="email">Email address</label><input id="email" type="email" name="email">
<label for="password">Password</label><input id="password" type="password" name="password">
<button type="submit">Sign in</button></form><a href="/create-account">Create account</a>`,
  );

export const emailCodePage = (company: string) =>
  page(
    `Verify your e-mail – ${company}`,
    `<h1>Check your e-mail</h1><p>We sent a verification code to your e-mail address. Enter the code we sent to continue.</p>
<label for="code">Verification code</label><input id="code" name="code" inputmode="numeric"><button>Continue</button>`,
  );

export const confirmationPage = (company: string) =>
  page(
    `Application submitted – ${company}`,
    `<main><h1>Thank you for applying to ${escapeHtml(company)}!</h1><p>Your application has been submitted. We will be in touch.</p></main>`,
  );

export const malformedPage = () =>
  '<html><head><title>Apply</head><body><div><form><label>First name<input name="first_name"<label>Email</b></i><input type=text name=email value="\u0000\ufffd<<<</table></div></form></bodyy';

/** Many fields: a form no filler should try to complete blindly. */
export const manyFields = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<label for="extra_${i}">Additional question ${i + 1}</label><input id="extra_${i}" name="extra_${i}" type="text">`,
  ).join('');
