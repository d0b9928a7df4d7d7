import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  TEST_CARD_DECLINED,
  TEST_CARD_SUCCESS,
  testCheckoutPayInputSchema,
} from '../../../../shared/schemas/billing.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useCancelTestCheckout, usePayTestCheckout } from '../api/test-checkout.ts';

const testCards = [
  { number: TEST_CARD_SUCCESS, outcome: 'Payment succeeds' },
  { number: TEST_CARD_DECLINED, outcome: 'Card is declined' },
];

/** A failure that belongs to a field is shown at the field, the rest above the form. */
const formLevelMessage = (error: Error | null) => {
  if (!error) return null;
  if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) return null;
  return errorMessage(error);
};

export function TestCardForm(props: { sessionId: string; priceMonthlyUsd: number }) {
  const pay = usePayTestCheckout(props.sessionId);
  const cancel = useCancelTestCheckout(props.sessionId);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(testCheckoutPayInputSchema),
    defaultValues: { cardNumber: '' },
  });
  // Once either succeeds the browser is leaving: nothing may be sent a second time.
  const settled = pay.isPending || pay.isSuccess || cancel.isPending || cancel.isSuccess;
  const onSubmit = handleSubmit((input) =>
    pay.mutate(input, { onError: (error) => showServerFieldErrors(error, setError) }),
  );

  return (
    <>
      <FormAlert>{formLevelMessage(pay.error) ?? formLevelMessage(cancel.error)}</FormAlert>
      <form noValidate className="space-y-4" onSubmit={onSubmit}>
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="off"
          placeholder="1234 1234 1234 1234"
          error={errors.cardNumber?.message}
          {...register('cardNumber')}
        />
        {/* Like a real checkout form, but a test card needs neither: they are not sent. */}
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Expiry (optional)"
            name="expiry"
            placeholder="MM / YY"
            autoComplete="off"
          />
          <TextField label="CVC (optional)" name="cvc" inputMode="numeric" autoComplete="off" />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            disabled={settled}
            busy={cancel.isPending}
            busyLabel="Cancelling…"
            onClick={() => cancel.mutate()}
          >
            Cancel
          </Button>
          <Button type="submit" disabled={settled} busy={pay.isPending} busyLabel="Paying…">
            Pay ${props.priceMonthlyUsd}
          </Button>
        </div>
      </form>
      <section aria-labelledby="test-cards" className="border-t border-slate-200 pt-4 text-sm">
        <h2 id="test-cards" className="font-semibold text-slate-900">
          Test cards
        </h2>
        <ul className="mt-2 space-y-2">
          {testCards.map((card) => (
            <li key={card.number} className="flex items-center justify-between gap-3">
              <span className="min-w-0 text-slate-700">
                <code className="block whitespace-nowrap font-mono text-slate-900">
                  {card.number}
                </code>
                <span className="block">{card.outcome}</span>
              </span>
              <Button
                variant="secondary"
                className="shrink-0"
                aria-label={`Use ${card.number}`}
                onClick={() => setValue('cardNumber', card.number, { shouldValidate: false })}
              >
                Use
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
