-- The locale the user confirmed for a CSV data-set upload (separator, decimalMark, dateOrder as in the
-- contracts' FileLocale), kept with the load so a retried or restarted load reads the file the same way.
-- Null: the values are read as written (the bulk API and XLSX files).

ALTER TABLE ingest_loads ADD COLUMN file_locale jsonb;
