import type { PackageSummary } from '../../../../shared/schemas/tailoring.ts';

export const statusLabels: Record<PackageSummary['status'], string> = {
  preparing: 'Preparing…',
  ready: 'Ready',
  failed: 'Failed',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
export const formatUpdated = (iso: string) => dateFormat.format(new Date(iso));
