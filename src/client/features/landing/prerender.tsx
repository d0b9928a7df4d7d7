// Build-time entry (scripts/landing/prerender-plugin.ts bundles it for Node): not part of the
// browser bundle. `?inline` gives this folder's Tailwind CSS, compiled and minified, as a string.
import { plans } from '../../../shared/plans.ts';
import css from './landing.css?inline';
import { type RenderPagesInput, renderPages } from './render-pages.tsx';

export const renderPrerenderedPages = (input: Omit<RenderPagesInput, 'css' | 'plans'>) =>
  renderPages({ ...input, css, plans });
