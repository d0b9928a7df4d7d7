// The landing page's only script, loaded as a deferred module. Each "Choose <Plan>" button is
// already a link to /signup?plan=<id>; this adds the plan's price id, which the app reads after
// sign-up to open checkout at once. It imports nothing, so it stays well under a kilobyte.

/** The key the client app reads after sign-up (spec §2 /signup flow). */
const SELECTED_PRICE_KEY = 'selectedPriceId';
/** On a slow link the visitor should not wait longer than this for a price id. */
const PLANS_TIMEOUT_MS = 4000;

async function priceIdFor(planId: string): Promise<string> {
  const response = await fetch('/api/plans', {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(PLANS_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`GET /api/plans answered ${response.status}`);
  const body = (await response.json()) as { plans?: { id?: unknown; priceId?: unknown }[] };
  const plan = body.plans?.find((candidate) => candidate.id === planId);
  if (typeof plan?.priceId !== 'string' || plan.priceId === '') {
    throw new Error(`no price for plan ${planId}`);
  }
  return plan.priceId;
}

function choosePlan(link: HTMLAnchorElement, planId: string) {
  link.setAttribute('aria-busy', 'true');
  priceIdFor(planId)
    .then((priceId) => {
      sessionStorage.setItem(SELECTED_PRICE_KEY, priceId);
      location.assign('/signup');
    })
    // Without a price id the plain link still works: sign-up learns the plan from the address.
    .catch(() => location.assign(link.href));
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest<HTMLAnchorElement>('a[data-plan]');
  const planId = link?.dataset.plan;
  if (!link || !planId || event.defaultPrevented) return;
  // A middle click or a modifier key means "open elsewhere": leave that to the browser.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  choosePlan(link, planId);
});
