import type { PlanWithPrice } from '../../../../shared/schemas/billing.ts';
import {
  PlanFeatureList,
  PlanPrice,
  PopularBadge,
} from '../../../components/plans/plan-card-parts.tsx';
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
      {plan.highlighted ? <PopularBadge /> : null}
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {plan.name}
      </h2>
      <PlanPrice priceMonthlyUsd={plan.priceMonthlyUsd} />
      <PlanFeatureList lines={plan.features} />
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
