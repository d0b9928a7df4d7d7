/** The panel's own CSS, inside its shadow root: the employer's styles cannot reach it, nor it theirs. */
export const PANEL_CSS = `
:host { all: initial; }
section {
  position: fixed; right: 16px; bottom: 16px; z-index: 2147483647; width: 320px;
  max-height: 70vh; overflow: auto; box-sizing: border-box; padding: 12px 14px;
  background: #fff; color: #1f2937; border: 1px solid #9ca3af; border-radius: 8px;
  box-shadow: 0 6px 24px rgba(0,0,0,.18); font: 14px/1.4 system-ui, sans-serif;
}
h2 { font-size: 15px; margin: 0 0 6px; }
p { margin: 6px 0; }
button {
  font: inherit; padding: 6px 12px; margin: 4px 6px 0 0; border-radius: 6px; cursor: pointer;
  border: 1px solid #4b5563; background: #f9fafb; color: #111827;
}
button.primary { background: #1d4ed8; border-color: #1d4ed8; color: #fff; }
button:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
fieldset { border: 1px solid #d1d5db; border-radius: 6px; margin: 8px 0; padding: 6px 8px; }
legend { font-weight: 600; padding: 0 4px; }
label { display: block; margin-top: 4px; }
input[type=text], select { width: 100%; box-sizing: border-box; font: inherit; padding: 4px; }
.error { color: #b91c1c; }
ul { margin: 4px 0; padding-left: 18px; }
[hidden] { display: none; }
`;

/** How a field the person still has to answer is marked in the employer's page. */
export const LEFT_OUTLINE = '3px solid #f59e0b';
