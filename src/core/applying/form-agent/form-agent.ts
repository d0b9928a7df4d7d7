import type { FormField, PageBlocker } from '../types.ts';
import type { AgentAnswer, AgentCommand } from './agent-protocol.ts';

/**
 * The in-page form agent (decision 057): reads an employer's application form by label and name,
 * fills one control the way a person would (so React and similar frameworks see the change) and
 * reads it back, finds the submit control, and spots what only a person may deal with (CAPTCHAs,
 * login walls, e-mail codes). It never solves or clicks through a challenge.
 *
 * It is ONE self-contained function: a driver serializes it into the page (Playwright's
 * `page.evaluate`, or the browser extension as a content script), so it may use nothing from
 * outside its own body. Why 300+ lines in one file: that constraint.
 */
export async function formAgent(command: AgentCommand): Promise<AgentAnswer> {
  const KEY = 'data-hireloop-key';
  const SUBMIT = 'data-hireloop-submit';
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const norm = (text: string) =>
    clean(text)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /**
   * Every match in the document and inside open shadow roots: web-component forms
   * (SmartRecruiters') keep their inputs and labels there.
   */
  const deepAll = (selector: string, root: ParentNode = document): Element[] => {
    const found = Array.from(root.querySelectorAll(selector));
    for (const el of Array.from(root.querySelectorAll('*')))
      if (el.shadowRoot) found.push(...deepAll(selector, el.shadowRoot));
    return found;
  };
  /** The document or shadow root an element lives in: its labels and group mates are there. */
  const rootOf = (el: Element) => el.getRootNode() as Document | ShadowRoot;
  /** Polls until the page shows what `probe` looks for (a framework renders on its own time). */
  const waitFor = async <T>(probe: () => T | null | undefined | false, limitMs = 300) => {
    const end = Date.now() + limitMs;
    for (;;) {
      const found = probe();
      if (found) return found;
      if (Date.now() > end) return null;
      await sleep(10);
    }
  };

  const visible = (el: Element) => {
    const html = el as HTMLElement;
    if (html.hidden || html.closest('[hidden], [aria-hidden="true"]')) return false;
    const style = getComputedStyle(html);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
    return html.getClientRects().length > 0;
  };

  const textOf = (el: Element | null): string => {
    if (!el) return '';
    const copy = el.cloneNode(true) as Element;
    for (const inner of Array.from(
      copy.querySelectorAll(
        'input, select, textarea, script, style, ul[role="listbox"], [role="option"]',
      ),
    ))
      inner.remove();
    return clean(copy.textContent);
  };

  /** The question as a person reads it: label, aria, Lever's sibling text, legend, placeholder. */
  const labelOf = (el: Element): string => {
    const id = el.getAttribute('id');
    if (id) {
      const forLabel = rootOf(el).querySelector(`label[for="${CSS.escape(id)}"]`);
      if (forLabel && textOf(forLabel)) return textOf(forLabel);
    }
    const wrapping = el.closest('label');
    if (wrapping && textOf(wrapping)) return textOf(wrapping);
    const aria = el.getAttribute('aria-label');
    if (aria) return clean(aria);
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) {
      const text = labelledBy
        .split(/\s+/)
        .map((ref) => textOf(rootOf(el).getElementById(ref)))
        .join(' ');
      if (clean(text)) return clean(text);
    }
    const question = el.closest('.application-question, [data-question], .field, .form-group, li');
    const questionLabel = question?.querySelector(
      '.application-label, .question-label, .text, legend, label',
    );
    if (questionLabel && textOf(questionLabel)) return textOf(questionLabel);
    const legend = el.closest('fieldset')?.querySelector('legend');
    if (legend && textOf(legend)) return textOf(legend);
    return clean(el.getAttribute('placeholder') ?? el.getAttribute('name') ?? id ?? '');
  };

  const isRequired = (el: Element, label: string) =>
    (el as HTMLInputElement).required ||
    el.getAttribute('aria-required') === 'true' ||
    /[*✱]\s*$|^\s*[*✱]|\*/.test(label) ||
    Boolean(el.closest('.required, [data-required="true"]'));

  const isEeo = (el: Element, label: string) =>
    /gender|race|ethnic|hispanic|veteran|disabilit|eeo/.test(
      norm(`${el.getAttribute('name') ?? ''} ${el.getAttribute('id') ?? ''}`),
    ) ||
    Boolean(
      el.closest(
        '[id*="eeo" i], [class*="eeo" i], [id*="demographic" i], [class*="demographic" i]',
      ),
    ) ||
    /\b(gender|race|ethnicity|hispanic|latino|veteran|disability)\b/i.test(label);

  const stripMarks = (label: string) => clean(label.replace(/[*✱]/g, ''));

  const keyFor = (el: Element, label: string, used: Set<string>) => {
    let key =
      el.getAttribute(KEY) ??
      el.getAttribute('name') ??
      el.getAttribute('id') ??
      `label:${norm(label).slice(0, 80)}`;
    let n = 2;
    const base = key;
    while (used.has(key) && !el.getAttribute(KEY)) key = `${base}#${n++}`;
    used.add(key);
    el.setAttribute(KEY, key);
    return key;
  };

  /** A React-Select style combobox lists its options only while open: open, read, close. */
  const comboOptions = async (input: HTMLElement): Promise<string[]> => {
    const listId = input.getAttribute('aria-controls') ?? input.getAttribute('aria-owns');
    input.focus();
    input.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    const list = await waitFor(() => {
      const found =
        (listId && rootOf(input).getElementById(listId)) ||
        input
          .closest('.select, .select__container, [data-combobox]')
          ?.querySelector('[role="listbox"]');
      return found?.querySelector('[role="option"]') ? found : null;
    }, 200);
    const options = list
      ? Array.from(list.querySelectorAll('[role="option"]')).map((o) => clean(o.textContent))
      : [];
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    input.blur();
    return options.filter(Boolean);
  };

  /** Ashby's yes/no questions: two buttons beside a hidden checkbox that holds the answer. */
  const yesNoBoxes = () =>
    deepAll('input[type="checkbox"]')
      .filter((checkbox) => !visible(checkbox))
      .flatMap((checkbox) => {
        let box = checkbox.parentElement;
        for (let up = 0; up < 3 && box && box.querySelectorAll('button').length < 2; up++)
          box = box.parentElement;
        const texts = box
          ? Array.from(box.querySelectorAll('button')).map((b) => norm(b.textContent ?? ''))
          : [];
        return box && texts.includes('yes') && texts.includes('no')
          ? [{ checkbox: checkbox as HTMLInputElement, box }]
          : [];
      });

  const read = async () => {
    const fields: FormField[] = [];
    const used = new Set<string>();
    const groups = new Map<string, HTMLInputElement[]>();
    for (const el of deepAll('input, select, textarea')) {
      const input = el as HTMLInputElement;
      const type = (input.getAttribute('type') ?? input.tagName).toLowerCase();
      if (['hidden', 'submit', 'button', 'reset', 'image', 'password', 'search'].includes(type))
        continue;
      if (type !== 'file' && !visible(input)) continue;
      if ((type === 'radio' || type === 'checkbox') && input.name) {
        const group = groups.get(input.name) ?? [];
        group.push(input);
        groups.set(input.name, group);
        continue;
      }
      const role = input.getAttribute('role');
      const label = labelOf(input);
      const fieldType: FormField['type'] =
        role === 'combobox'
          ? 'combobox'
          : input.tagName === 'SELECT'
            ? 'select'
            : input.tagName === 'TEXTAREA'
              ? 'textarea'
              : (
                    ['email', 'tel', 'url', 'file', 'date', 'number', 'checkbox'] as string[]
                  ).includes(type)
                ? (type as FormField['type'])
                : 'text';
      const options =
        fieldType === 'select'
          ? Array.from((input as unknown as HTMLSelectElement).options)
              .filter((o) => o.value !== '')
              .map((o) => clean(o.text))
          : fieldType === 'combobox'
            ? await comboOptions(input)
            : [];
      fields.push({
        key: keyFor(input, label, used),
        id: input.id || null,
        name: input.getAttribute('name'),
        label: stripMarks(label),
        type: fieldType,
        options,
        required: isRequired(input, label),
        eeo: isEeo(input, label),
      });
    }
    for (const [name, inputs] of groups) {
      const first = inputs[0];
      if (!first) continue;
      const container =
        first.closest('fieldset, [role="group"], [role="radiogroup"], .application-question') ??
        first.closest('li, .field');
      const legend = container?.querySelector('legend, .application-label, .question-label, .text');
      const label = legend ? textOf(legend) : labelOf(first);
      const radio = first.type === 'radio';
      const single = !radio && inputs.length === 1;
      fields.push({
        key: keyFor(first, label, used),
        id: first.id || null,
        name,
        label: stripMarks(single ? labelOf(first) : label),
        type: radio ? 'radio' : 'checkbox',
        options: single ? [] : inputs.map((i) => labelOf(i)),
        required: inputs.some((i) => i.required) || isRequired(container ?? first, label),
        eeo: isEeo(first, label),
      });
    }
    for (const { checkbox, box } of yesNoBoxes()) {
      const label = textOf(box.querySelector('label, legend, .question-label')) || textOf(box);
      fields.push({
        key: keyFor(checkbox, label, used),
        id: checkbox.id || null,
        name: checkbox.getAttribute('name'),
        label: stripMarks(label),
        type: 'yesno',
        options: Array.from(box.querySelectorAll('button')).map((b) => clean(b.textContent)),
        required: isRequired(box, label),
        eeo: false,
      });
    }
    return fields;
  };

  const blockers = (fieldCount: number): PageBlocker[] => {
    const found: PageBlocker[] = [];
    const has = (selector: string) => document.querySelector(selector) !== null;
    const frames = Array.from(document.querySelectorAll('iframe')).map(
      (f) => f.getAttribute('src') ?? '',
    );
    if (has('.g-recaptcha, .grecaptcha-badge') || frames.some((s) => /recaptcha/.test(s)))
      found.push({ kind: 'captcha', vendor: 'reCAPTCHA' });
    if (has('.h-captcha, [data-hcaptcha-widget-id]') || frames.some((s) => /hcaptcha\.com/.test(s)))
      found.push({ kind: 'captcha', vendor: 'hCaptcha' });
    if (has('.cf-turnstile') || frames.some((s) => /challenges\.cloudflare\.com/.test(s)))
      found.push({ kind: 'captcha', vendor: 'Cloudflare Turnstile' });
    // biome-ignore lint/performance/useDomNodeTextContent: only what a person sees counts, not hidden text
    const text = norm(document.body?.innerText ?? '');
    if (
      found.length === 0 &&
      /verify (that )?you are (a )?human|are you a robot|complete the security check/.test(text)
    )
      found.push({ kind: 'captcha', vendor: 'a human check' });
    const password = Array.from(document.querySelectorAll('input[type="password"]')).some(visible);
    if (
      password &&
      (fieldCount <= 2 || /sign in|log in|create an account|create account/.test(text))
    )
      found.push({
        kind: 'login_wall',
        vendor: /workday/.test(location.host) ? 'Workday sign-in' : 'a sign-in page',
      });
    if (
      /verification code|one time code|enter the code (we|that we) sent|security code sent/.test(
        text,
      )
    )
      found.push({ kind: 'email_code', vendor: 'an e-mail code' });
    return found;
  };

  const errors = () =>
    deepAll(
      '[role="alert"], .error, .field-error, .error-message, .application-error, [data-error]',
    )
      .filter(visible)
      .map((el) => clean(el.textContent))
      .filter(Boolean)
      .slice(0, 50);

  const confirmation = () => {
    // biome-ignore lint/performance/useDomNodeTextContent: only what a person sees counts, not hidden text
    const text = clean(document.body?.innerText ?? '');
    const match =
      /(thank you for (applying|your application|your interest)[^.!]*[.!]?|application (has been )?(submitted|received)[^.!]*[.!]?|we('ve| have) received your application[^.!]*[.!]?)/i.exec(
        text,
      );
    return match ? match[0] : null;
  };

  const setNative = (
    el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
    value: string,
  ) => {
    const proto =
      el instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : el instanceof HTMLSelectElement
          ? HTMLSelectElement.prototype
          : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
    el.dispatchEvent(new Event('blur', { bubbles: true }));
  };

  const click = (el: HTMLElement) => {
    el.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    el.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    el.click();
  };

  const fill = async (key: string, value: Extract<AgentCommand, { op: 'fill' }>['value']) => {
    const find = () =>
      (deepAll(`[${KEY}="${CSS.escape(key)}"]`)[0] as HTMLInputElement | undefined) ?? null;
    // A fieldset re-mounted by the page (Ashby) lost its marks: reading again puts them back.
    let el = find();
    if (!el) {
      await read();
      el = find();
    }
    if (!el) return { op: 'fill' as const, ok: false, actual: '' };
    const wanted = value.kind === 'text' ? value.text : (value.options[0] ?? '');
    const yesNo = yesNoBoxes().find((entry) => entry.checkbox === el);
    if (yesNo) {
      const button = Array.from(yesNo.box.querySelectorAll('button')).find(
        (b) => norm(b.textContent ?? '') === norm(wanted),
      );
      if (button) click(button);
      await sleep(50);
      const name = el.getAttribute('name');
      const now = (
        name ? rootOf(el).querySelector(`input[name="${CSS.escape(name)}"]`) : el
      ) as HTMLInputElement | null;
      const actual = now?.checked ? 'Yes' : 'No';
      return { op: 'fill' as const, ok: Boolean(button) && norm(actual) === norm(wanted), actual };
    }
    if (
      el.type === 'radio' ||
      (el.type === 'checkbox' &&
        el.name &&
        rootOf(el).querySelectorAll(`input[name="${CSS.escape(el.name)}"]`).length > 1)
    ) {
      const group = Array.from(
        rootOf(el).querySelectorAll(`input[name="${CSS.escape(el.name)}"]`),
      ) as HTMLInputElement[];
      const wantedSet = value.kind === 'choice' ? value.options.map(norm) : [norm(wanted)];
      for (const option of group) {
        const should = wantedSet.includes(norm(labelOf(option)));
        if (option.checked !== should) click(option);
      }
      const actual = group.filter((o) => o.checked).map((o) => labelOf(o));
      return {
        op: 'fill' as const,
        ok: actual.map(norm).sort().join('|') === [...wantedSet].sort().join('|'),
        actual: actual.join(', '),
      };
    }
    if (el.type === 'checkbox') {
      const should = /^(yes|true|i agree|agree)/i.test(wanted);
      if (el.checked !== should) click(el);
      return { op: 'fill' as const, ok: el.checked === should, actual: el.checked ? 'Yes' : 'No' };
    }
    if (el.tagName === 'SELECT') {
      const select = el as unknown as HTMLSelectElement;
      const option = Array.from(select.options).find((o) => norm(o.text) === norm(wanted));
      if (option && select.value !== option.value) setNative(select, option.value);
      return {
        op: 'fill' as const,
        ok: Boolean(option) && select.value === option?.value,
        actual: clean(select.selectedOptions[0]?.text),
      };
    }
    if (el.getAttribute('role') === 'combobox') {
      const container = el.closest('[data-combobox], .select');
      const chosen = () =>
        clean(
          container?.querySelector(
            '[class*="single-value"], [class*="singleValue"], [data-value-label]',
          )?.textContent,
        ) ||
        // React-Select keeps the choice in a hidden input beside it, shown or not.
        clean(
          (
            container?.querySelector(
              'input[aria-hidden="true"], input[type="hidden"]',
            ) as HTMLInputElement | null
          )?.value,
        );
      if (norm(chosen()) === norm(wanted))
        return { op: 'fill' as const, ok: true, actual: chosen() };
      el.focus();
      el.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      setNative(el, wanted);
      const listId = el.getAttribute('aria-controls') ?? el.getAttribute('aria-owns');
      const option = await waitFor(() => {
        const list =
          (listId && rootOf(el).getElementById(listId)) ||
          container?.querySelector('[role="listbox"]');
        return list
          ? Array.from(list.querySelectorAll('[role="option"]')).find(
              (o) => norm(o.textContent ?? '') === norm(wanted),
            )
          : null;
      });
      if (option) click(option as HTMLElement);
      const actual =
        (await waitFor(() => norm(chosen()) === norm(wanted) && chosen())) ||
        chosen() ||
        clean(el.value);
      return { op: 'fill' as const, ok: norm(actual) === norm(wanted), actual };
    }
    // Already right (a second pass after uploads): no events, so nothing re-renders.
    if (el.value === wanted) return { op: 'fill' as const, ok: true, actual: el.value };
    setNative(el, wanted);
    await sleep(0);
    return { op: 'fill' as const, ok: el.value === wanted, actual: el.value };
  };

  const findSubmit = () => {
    const candidates = Array.from(deepAll('button, input[type="submit"], [role="button"]')).filter(
      visible,
    ) as HTMLElement[];
    // A web component's button shows its host's text through a <slot>.
    const textOfButton = (b: HTMLElement) =>
      b.textContent?.trim() ||
      (b as HTMLInputElement).value ||
      ((rootOf(b) as ShadowRoot).host?.textContent ?? '');
    const byText = (pattern: RegExp) => candidates.find((b) => pattern.test(norm(textOfButton(b))));
    const button =
      byText(
        /^(submit application|submit your application|submit|apply|send application|apply now)$/,
      ) ?? (document.querySelector('form [type="submit"]') as HTMLElement | null);
    for (const old of deepAll(`[${SUBMIT}]`)) old.removeAttribute(SUBMIT);
    if (!button) return { op: 'findSubmit' as const, found: false, label: '' };
    button.setAttribute(SUBMIT, 'true');
    return {
      op: 'findSubmit' as const,
      found: true,
      label: clean(textOfButton(button)),
    };
  };

  if (command.op === 'fill') return fill(command.key, command.value);
  if (command.op === 'findSubmit') return findSubmit();
  if (command.op === 'dismissBanners') {
    // A cookie banner can cover the Submit button. Refusing optional cookies is the choice that
    // gives away least on the user's behalf; only a banner without one is accepted.
    const banner = Array.from(
      document.querySelectorAll(
        '[id*="cookie" i], [class*="cookie" i], [aria-label*="cookie" i], [id*="consent" i], [class*="consent" i]',
      ),
    ).find((el) => visible(el) && !el.closest('form') && el.querySelector('button'));
    const buttons = banner ? (Array.from(banner.querySelectorAll('button')) as HTMLElement[]) : [];
    const pick = (pattern: RegExp) => buttons.find((b) => pattern.test(norm(b.textContent ?? '')));
    const button =
      pick(
        /^(reject all|reject|decline|decline all|only necessary|necessary only|use necessary cookies only|reject optional cookies)$/,
      ) ?? pick(/^(accept|accept all|allow all|ok|got it|i agree|close)$/);
    if (button) click(button);
    return { op: 'dismissBanners', clicked: button ? clean(button.textContent) : null };
  }
  if (command.op === 'status') {
    const inputs = deepAll('input, select, textarea').filter(visible);
    return {
      op: 'status',
      fieldCount: inputs.length,
      blockers: blockers(inputs.length),
      errors: errors(),
      confirmation: confirmation(),
    };
  }
  const fields = await read();
  return {
    op: 'read',
    reading: {
      fields,
      blockers: blockers(fields.length),
      errors: errors(),
      confirmation: confirmation(),
    },
  };
}
