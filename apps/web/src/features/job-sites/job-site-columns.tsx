import { formatUsPhone } from '@dispatchwise/shared';
import type { DataGridColumn } from '../../components/data-grid';
import type { JobSiteRow } from '../../entities/job-sites';

type TextField =
  | 'customername'
  | 'jobsite'
  | 'jobsitedescription'
  | 'streetaddress'
  | 'city'
  | 'statecode'
  | 'postalcode'
  | 'contactperson'
  | 'email';

/** The job-site grid's columns (spec A "Job site" list fields), captions from sitemeta customerjobsite. */
export function jobSiteColumns(label: (field: string) => string): DataGridColumn<JobSiteRow>[] {
  const text = (field: TextField, size = 150, hasHeaderFilter = false): DataGridColumn<JobSiteRow> => ({
    id: field,
    accessorFn: (site) => site[field] ?? '',
    header: label(field),
    size,
    hasHeaderFilter,
  });
  return [
    text('customername', 200, true),
    text('jobsite', 120),
    text('jobsitedescription', 220),
    text('streetaddress', 200),
    text('city', 140, true),
    text('statecode', 90, true),
    text('postalcode', 110),
    {
      id: 'phone',
      accessorFn: (site) => formatUsPhone(site.phone) || (site.phone ?? ''),
      header: label('phone'),
      size: 160,
    },
    text('contactperson', 160),
    text('email', 220),
  ];
}
