/**
 * A Workday application as the candidate sees it, reduced to what the extension meets: one page
 * whose steps replace each other (a sign-in, "My Information" with the resume, "Application
 * Questions"), then "Application Submitted". What each step sent is kept in `window.sent`.
 * Served by the test's browser under a real *.myworkdayjobs.com address.
 */
export const workdayPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Registered Nurse - Workday</title></head>
<body><main id="app"></main><script>
const app = document.getElementById('app');
window.sent = [];
const field = (id, label, type = 'text') =>
  '<div class="field"><label for="' + id + '">' + label + '*</label><input id="' + id + '" name="' + id + '" type="' + type + '" required></div>';
const values = () => Object.fromEntries(Array.from(app.querySelectorAll('input, select'))
  .map((el) => [el.name, el.type === 'file' ? Array.from(el.files).map((f) => f.name).join(',') : el.value]));
function signIn() {
  app.innerHTML = '<h2>Sign In</h2><p>Sign in or create an account to apply.</p>' +
    '<label for="login">Email Address</label><input id="login" type="email">' +
    '<label for="password">Password</label><input id="password" type="password">' +
    '<button id="sign-in">Sign In</button>';
  document.getElementById('sign-in').onclick = myInformation;
}
function myInformation() {
  app.innerHTML = '<h2>My Information</h2>' + field('firstName', 'First Name') + field('lastName', 'Last Name') +
    field('email', 'Email', 'email') + field('phone', 'Phone Number', 'tel') + field('resume', 'Resume/CV', 'file') +
    '<button id="next">Save and Continue</button>';
  document.getElementById('next').onclick = () => { window.sent.push(values()); questions(); };
}
function questions() {
  app.innerHTML = '<h2>Application Questions</h2><div class="field"><label for="authorized">Are you legally authorized to work in the United States?*</label>' +
    '<select id="authorized" name="authorized" required><option value="">Select One</option><option>Yes</option><option>No</option></select></div>' +
    '<button id="submit">Submit</button>';
  document.getElementById('submit').onclick = () => {
    window.sent.push(values());
    app.innerHTML = '<h2>Application Submitted</h2><p>Thank you for applying! Your application has been submitted.</p>';
  };
}
signIn();
</script></body></html>`;
