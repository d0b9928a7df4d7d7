import { pairingCodeSchema } from '../../shared/schemas/extension.ts';
import { ask } from '../messages.ts';

/**
 * The toolbar popup: pairs the extension with a Hireloop account by a code from its Settings
 * page (never a password, never cookies), unpairs, and runs the filler on a page that is not
 * one of the ATS hosts (the click grants activeTab for that tab).
 */
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = byId<HTMLFormElement>('pair-form');
const address = byId<HTMLInputElement>('address');
const code = byId<HTMLInputElement>('code');
const paired = byId<HTMLElement>('paired');
const status = byId<HTMLElement>('status');
const error = byId<HTMLElement>('error');

const say = (text: string, problem = '') => {
  status.textContent = text;
  error.textContent = problem;
};

async function render() {
  const pairing = await ask({ type: 'pairing' });
  form.hidden = pairing !== null;
  paired.hidden = pairing === null;
  if (pairing)
    byId('paired-with').textContent = `Paired with ${pairing.email} (${pairing.address})`;
  else {
    address.value ||= __HIRELOOP_DEFAULT_ADDRESS__;
    code.focus();
  }
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const parsed = pairingCodeSchema.safeParse(code.value);
  if (!parsed.success) return say('', 'Enter the 8-character code from Hireloop’s Settings page.');
  say('Pairing…');
  try {
    await ask({ type: 'pair', address: address.value, code: parsed.data });
    code.value = '';
    say('');
    await render();
  } catch (problem) {
    say('', problem instanceof Error ? problem.message : String(problem));
  }
});

byId('unpair').addEventListener('click', async () => {
  await ask({ type: 'unpair' });
  say('Unpaired. Revoke this device on Hireloop’s Settings page too, if you like.');
  await render();
});

byId('fill-page').addEventListener('click', async () => {
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  if (tab?.id === undefined) return say('', 'No page to fill.');
  try {
    await chrome.scripting.executeScript({ target: { tabId: tab.id }, files: ['content.js'] });
    window.close();
  } catch {
    say('', 'The extension cannot run on this page (a browser page, or the web store).');
  }
});

void render();
