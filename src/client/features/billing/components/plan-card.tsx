import type { PlanWithPrice } from '../../../../shared/schemas/billing.ts';
import { Button } from '../../../components/ui/button.tsx';

type PlanCardProps = {
  plan: PlanWithPrice;
  onChoose: (priceId: string) => void;
  /** This plan's checkout is opening. */
  busy: boolean;
  /** Another plan's checkout is opening. */
  disabled: boolean;
};

export function PlanCard({ plan, onChoose, busy, disabled }: PlanCardProps) {
  const headingId = `plan-${plan.id}`;
  const frame = plan.highlighted ? 'ring-2 ring-indigo-600' : 'ring-1 ring-slate-200';
  return (
    <li
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-xl bg-white p-6 shadow-sm ${frame}`}
    >
      {plan.highlighted ? (
        <p className="absolute -top-3 left-6 rounded-full bg-indigo-600 px-3 py-0.5 text-xs font-semibold text-white">
          Most popular
        </p>
      ) : null}
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {plan.name}
      </h2>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">
          ${plan.priceMonthlyUsd}
        </span>
        <span className="text-sm text-slate-600">/ month</span>
      </p>
      <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-indigo-600">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <Button
        className="mt-6 w-full"
        variant={plan.highlighted ? 'primary' : 'secondary'}
        data-plan={plan.id}
        busy={busy}
        busyLabel="Opening checkout…"
        disabled={disabled}
        onClick={() => onChoose(plan.priceId)}
      >
        Choose {plan.name}
      </Button>
    </li>
  );
}
