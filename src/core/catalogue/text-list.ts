import { type SQL, sql } from '../../db/orm.ts';

/**
 * A list of texts as one bound parameter, usable as `column = any(textList(...))`: IN lists of
 * hundreds of bound values cost more to plan than to run. The array is computed once (an
 * InitPlan), so the comparison stays an index condition.
 */
export function textList(values: string[]): SQL {
  return sql`array(select jsonb_array_elements_text(${JSON.stringify([...new Set(values)])}::jsonb))`;
}
