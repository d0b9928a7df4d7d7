import { type Plan, planFeatureLines } from '../../../../shared/plans.ts';
import {
  PlanFeatureList,
  PlanPrice,
  PopularBadge,
} from '../../../components/plans/plan-card-parts.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { planSignupHref } from '../landing-links.ts';

/**
 * One plan from shared/plans.ts. The button is a link to sign-up; plan-buttons.ts adds the
 * plan's price id on click when JavaScript runs (it finds the button by `data-plan`).
 */
export function PricingCard({ plan }: { plan: Plan }) {
  const headingId = `pricing-${plan.id}`;
  const frame = plan.highlighted
    ? 'border-indigo-600 ring-2 ring-indigo-600 shadow-lg'
    : 'border-slate-200 shadow-sm';
  return (
    <li
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 sm:p-8 ${frame}`}
    >
      {plan.highlighted ? <PopularBadge /> : null}
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {plan.name}
      </h3>
      <PlanPrice priceMonthlyUsd={plan.priceMonthlyUsd} />
      <PlanFeatureList lines={planFeatureLines(plan)} />
      <a
        href={planSignupHref(plan.id)}
        data-plan={plan.id}
        className={buttonClasses(plan.highlighted ? 'primary' : 'secondary', 'mt-8 py-2.5')}
      >
        Choose {plan.name}
      </a>
    </li>
  );
}
