import { INGEST_LIMITS, OBSERVATION_COLUMNS } from '@shelfsight/contracts';

const columnTable = [
  '| column | type | required | meaning |',
  '|---|---|---|---|',
  ...OBSERVATION_COLUMNS.map(
    (column) =>
      `| \`${column.name}\` | ${column.type}${column.min !== undefined ? ` ${column.min}–${column.max}` : ''} | ${column.required ? 'yes' : ''} | ${column.description} |`,
  ),
].join('\n');

const RULES = `
One row is one observation: a product at a retailer on a day. The retailer is named by \`retailerId\` or
\`retailer\` (its catalogue name), the product by \`productId\`, \`shopProductId\` (at that retailer) or
\`gtin\`; the first one given is used. Headers (CSV) and keys (NDJSON) match case-insensitively, ignoring
spaces, \`_\` and \`-\`; blank headers are ignored, unknown ones are problems. Booleans: true/false, 1/0,
yes/no. Numbers use a point for decimals. Empty cells are "not shown".

**All or nothing.** Every row is checked first; a problem in any row rejects the whole file and nothing
is stored. Problems name the row (CSV and XLSX: as a spreadsheet shows it, header = 1; NDJSON: the line;
0 = the file as a whole), the column and what is wrong. The first ${INGEST_LIMITS.problemsShown} are listed, \`problemCount\` counts all.

**Idempotent.** An observation is identified by retailer, product and day. Storing one that is already
stored replaces it (\`rowsReplaced\`), so sending a file twice stores it once; within one file the last
row with a key wins. The monthly rollup of the touched months is recomputed in the same transaction.

Columns:

${columnTable}
`;

export const INGEST_DESCRIPTION = `Send \`text/csv\` (comma, semicolon, tab or | separated, UTF-8, header row first) or
\`application/x-ndjson\` (one JSON object per line), at most 1 GB. The body is streamed to disk and
loaded as a job: the answer is 202 with the job (poll GET …/ingest/{jobId}) or, with \`?wait=true\`, 200
with the finished job. An accepted load is kept: it runs to the end even if the server restarts, and is
tried again after a failure (then \`failed\` with a message). Example CSV:

\`\`\`
day,retailer,gtin,listed,inStock,sellingPrice,currency
2026-03-01,amazon-de,4006381333931,true,true,19.99,EUR
\`\`\`

Example NDJSON line: \`{"day":"2026-03-01","retailerId":3,"productId":42,"listed":true,"sellingPrice":19.99,"currency":"EUR"}\`
${RULES}`;

export const UPLOAD_DESCRIPTION = `Multipart with one file in the field \`file\`: CSV or XLSX (first worksheet, first non-empty
row is the header), 100 bytes to 5 MB (spec 1 §5; refusals answer the spec 1 §8 messages). A spreadsheet
whose parts unpack to more than ${INGEST_LIMITS.xlsxMaxUnpackedBytes / 1024 / 1024} MB is refused (422) before it is read, and one with more
than ${INGEST_LIMITS.xlsxMaxRows} rows is rejected. Otherwise as POST …/ingest.

A CSV may be written in the user's locale: send \`separator\` (\`,\` \`;\` tab \`|\`), \`decimalMark\`
(\`.\` or \`,\`; a comma also means dots group thousands, 1.234,56) and \`dateOrder\` (\`DMY\`, \`MDY\` or
\`YMD\`) as fields before the file, as answered by POST …/upload-data-set/preview. Numbers and numeric
dates (31.12.2026) are then read in that locale; without the fields the separator is detected and values
are read as written. XLSX cells carry real numbers and dates, so the locale only applies to CSV. A wrong
value answers 400 naming the field.
${RULES}`;

export const PREVIEW_DESCRIPTION = `Multipart with one file in the field \`file\` (CSV or XLSX, as the upload): the
detected locale (separator, decimal mark, date order), the header and the first 10 rows as text, so the
user can check and correct the locale before uploading. Nothing is stored. XLSX answers the spreadsheet
locale (\`,\` \`.\` YMD): its cells are typed.`;
