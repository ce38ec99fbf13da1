import { observationCsvTemplate } from '@shelfsight/contracts';

export const TEMPLATE_FILE_NAME = 'observations-template.csv';

/** The CSV template (header and one example row) as a link target the browser downloads. */
export const csvTemplateHref = () => `data:text/csv;charset=utf-8,${encodeURIComponent(observationCsvTemplate())}`;
