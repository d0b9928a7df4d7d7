/**
 * Browser scripts of the stand-in pages, as source text. `comboboxScript` behaves like the
 * React-Select comboboxes of Greenhouse's and Ashby's forms: options render only while open,
 * typing filters them, a click on one sets the visible value and the hidden required input.
 * `scriptedSubmit` posts the form's values as multipart the way those single-page forms do
 * (their inputs have no `name`, so the page, not the browser, builds the request).
 */
export const comboboxScript = `
document.querySelectorAll('[data-combobox]').forEach((box) => {
  const input = box.querySelector('[role=combobox]');
  const list = box.querySelector('[role=listbox]');
  const hidden = box.querySelector('.requiredInput');
  const shown = box.querySelector('.select__single-value');
  const options = JSON.parse(box.getAttribute('data-options'));
  const render = () => {
    const filter = input.value.toLowerCase();
    list.innerHTML = '';
    options.filter((o) => o.toLowerCase().includes(filter)).forEach((o) => {
      const li = document.createElement('li');
      li.setAttribute('role', 'option');
      li.textContent = o;
      li.addEventListener('click', () => {
        shown.textContent = o;
        hidden.value = o;
        input.value = '';
        list.hidden = true;
        input.setAttribute('aria-expanded', 'false');
      });
      list.appendChild(li);
    });
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  };
  input.addEventListener('mousedown', render);
  input.addEventListener('input', render);
  input.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown') render();
    if (e.key === 'Escape') { list.hidden = true; input.setAttribute('aria-expanded', 'false'); }
  });
  input.addEventListener('blur', () => setTimeout(() => { list.hidden = true; }, 200));
});`;

export const scriptedSubmit = (formSelector: string, buttonSelector: string) => `
document.querySelector(${JSON.stringify(buttonSelector)}).addEventListener('click', async (event) => {
  event.preventDefault();
  const root = document.querySelector(${JSON.stringify(formSelector)});
  const data = new FormData();
  root.querySelectorAll('input, select, textarea').forEach((el) => {
    const key = el.name || el.getAttribute('data-for') || el.id;
    if (!key || el.getAttribute('role') === 'combobox') return;
    if (el.type === 'file') { for (const f of el.files) data.append(key, f); return; }
    if ((el.type === 'checkbox' || el.type === 'radio') && !el.checked) return;
    data.append(key, el.value);
  });
  const response = await fetch(location.href, { method: 'POST', body: data });
  document.open();
  document.write(await response.text());
  document.close();
});`;
