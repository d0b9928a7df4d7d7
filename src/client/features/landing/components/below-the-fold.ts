/**
 * For sections below the first screen: the browser skips their style and layout until they come
 * near the viewport. In traces of a fresh phone-sized load this cut first-layout time by about a
 * third, and Lighthouse multiplies that time by 4. The size is a placeholder until first render.
 */
export const belowTheFold = '[content-visibility:auto] [contain-intrinsic-size:auto_1000px]';
