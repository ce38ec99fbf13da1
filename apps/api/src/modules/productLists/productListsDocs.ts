/** The OpenAPI description of the product list routes: the choices the spec leaves open. */
export const PRODUCT_LISTS_DESCRIPTION = [
  'Product lists are for system admins, administrators and holders of PRODUCT_MANAGEMENT (others 403).',
  'Sharing (productListUsers.accessLevel): O owner, W write (change, upload, add and remove products), R read.',
  'Administrators and system admins see and manage every list of the customer as owners. Only the owner (O)',
  'deletes a list or changes `sharedWith`. type: Standard, or ASSORTMENT (rows also name a retailer).',
  'processingMode: MERGE adds a file’s products to the list, REPLACE makes the list exactly the file’s products.',
  'A list’s products carry `imageUrl` (not in the spec): the product’s picture, signed for <img> as the',
  'widgets’ pictures are, so the list screen shows what each product is.',
].join(' ');

export const UPLOAD_DESCRIPTION = [
  'One CSV or XLSX file (multipart part `file`; at most 5 MB). Optional fields before the file: `separator`',
  '(, ; tab |), `decimalMark` (. ,) and `dateOrder` (DMY MDY YMD), as confirmed after the preview; without them',
  'the detected locale is used. Columns (header row, any order, case-insensitive): Brand, Product name (required),',
  'GTIN and MPN (at least one column and one code per row; several codes separated by |), Other codes,',
  '`Tag: <category>` per tag category (the cell replaces the product’s tag of that category), `Attribute: <name>`',
  'per attribute (numbers and dates are read in the file’s locale and stored as 1234.5 and 2026-12-31); for',
  'ASSORTMENT lists also Retailer (required, a tracked retailer), Shop product id and PDP URL. Rows match',
  'existing products by GTIN, then MPN; unmatched rows create products; brands, tag categories, tags and',
  'attributes are created as needed. Processing is a background job; statuses: PROCESSING_PENDING,',
  'VALIDATION_SUCCESS (checked, being written), PROCESSING_SUCCESS, INVALID_FILETYPE, FILE_READ_FAILED,',
  'INVALID_HEADER_ROW, INVALID_DATA_ROWS (problems name row and column), PROCESSING_ABORTED (a newer file',
  'was uploaded to the list first), PROCESSING_FAILED (the write failed on every try). A file with any problem',
  'changes nothing: the checks run before one transaction writes everything.',
].join(' ');
