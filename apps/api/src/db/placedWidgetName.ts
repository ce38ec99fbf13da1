import { sql, type SQL } from 'drizzle-orm';

/**
 * The name a widget placed on a dashboard shows: its name override there, else its widget's name (null
 * when the placed widget is gone). `alias` is the row of the surrounding query that holds `customer_id`
 * and the placed widget's id in `dashboard_widget_id` (a dataset, a scheduled export).
 */
export const placedWidgetNameOf = (alias: string): SQL => {
  const row = sql.identifier(alias);
  return sql`(SELECT coalesce(nullif(dw.name_override, ''), w.name) FROM dashboard_widgets dw
    JOIN widgets w ON w.customer_id = dw.customer_id AND w.id = dw.widget_id
    WHERE dw.customer_id = ${row}.customer_id AND dw.id = ${row}.dashboard_widget_id)`;
};
