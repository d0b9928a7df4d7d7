import type { Plan } from '../../../../shared/plans.ts';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { planSignupHref } from '../landing-links.ts';
import { CheckMark } from './check-mark.tsx';

/**
 * One plan from shared/plans.ts. The button is a link to sign-up; plan-buttons.ts adds the
 * plan's price id on click when JavaScript runs (it finds the button by `data-plan`).
 */
export function PricingCard({ plan }: { plan: Plan }) {
  const frame = plan.highlighted
    ? 'border-indigo-600 ring-2 ring-indigo-600 shadow-lg'
    : 'border-slate-200 shadow-sm';
  return (
    <li className={`relative flex flex-col rounded-2xl border bg-white p-6 sm:p-8 ${frame}`}>
      <h3 className="flex items-center justify-between gap-2 text-lg font-semibold text-slate-900">
        {plan.name}
        {plan.highlighted && (
          <span className="rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-semibold text-indigo-700">
            Recommended
          </span>
        )}
      </h3>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">
          ${plan.priceMonthlyUsd}
        </span>
        <span className="text-sm font-medium text-slate-600">/month</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm leading-6 text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckMark />
            {feature}
          </li>
        ))}
      </ul>
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
