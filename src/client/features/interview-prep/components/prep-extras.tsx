import type { PrepPack } from '../../../../shared/schemas/interview-prep.ts';

/** Questions to ask the employer, what to bring, and the answers the application was sent with. */
export function PrepExtras({ pack }: { pack: PrepPack }) {
  return (
    <>
      <section aria-labelledby="ask-heading" className="break-inside-avoid">
        <h2 id="ask-heading" className="text-lg font-semibold text-slate-900">
          Questions to ask them
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
          {pack.askEmployer.map((ask) => (
            <li key={ask}>{ask}</li>
          ))}
        </ul>
      </section>
      {pack.bring.length > 0 ? (
        <section aria-labelledby="bring-heading" className="break-inside-avoid">
          <h2 id="bring-heading" className="text-lg font-semibold text-slate-900">
            What to bring
          </h2>
          <ul className="mt-2 space-y-1 text-sm text-slate-800">
            {pack.bring.map((item) => (
              <li key={item.name} className="wrap-anywhere">
                {item.name}
                {item.held === null ? null : item.held ? (
                  <span className="text-green-800"> · you hold it ({item.heldSource?.label})</span>
                ) : (
                  <span className="text-amber-800">
                    {' '}
                    · the posting names it; it is not in your profile
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {pack.sentAnswers.length > 0 ? (
        <section aria-labelledby="sent-heading" className="break-inside-avoid">
          <h2 id="sent-heading" className="text-lg font-semibold text-slate-900">
            What you told them
          </h2>
          <p className="mt-1 text-sm text-slate-600">The answers your application was sent with.</p>
          <dl className="mt-2 space-y-2 text-sm">
            {pack.sentAnswers.map((answer) => (
              <div key={`${answer.label}-${answer.value}`}>
                <dt className="font-medium text-slate-700 wrap-anywhere">{answer.label}</dt>
                <dd className="whitespace-pre-wrap text-slate-900 wrap-anywhere">{answer.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </>
  );
}
