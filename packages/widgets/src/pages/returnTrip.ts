import { dashboardRoutes } from '@shelfsight/contracts';

/**
 * Where the widget editor goes back to when another screen opened it to create a widget in place: the
 * dashboard editor (`?returnTo=/dashboards/edit/?id=5&addToGroup=group-21`).
 */
export interface ReturnTrip {
  /** A same-origin path of the dashboard editor, with its query. */
  path: string;
  /** The group of that editor the new widget goes to, as it named it. */
  group: string | null;
}

const GROUP_KEY = /^[\w-]{1,100}$/;

/**
 * The return trip of an address, or null. Only the dashboard editor of this origin is a return target,
 * so a crafted link cannot send the user elsewhere after saving.
 */
export function returnTripOf(search: URLSearchParams, origin = window.location.origin): ReturnTrip | null {
  const raw = search.get('returnTo');
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname !== dashboardRoutes.edit) return null;
  const group = search.get('addToGroup');
  return { path: `${url.pathname}${url.search}`, group: group && GROUP_KEY.test(group) ? group : null };
}

/**
 * The address to go back to: after a save, with the new widget and its group for the dashboard editor to
 * place; after Cancel, the editor alone (it restores its draft and adds nothing).
 */
export function returnAddressOf(trip: ReturnTrip, createdWidgetId?: number): string {
  if (createdWidgetId === undefined || trip.group === null) return trip.path;
  const url = new URL(trip.path, 'http://return.invalid');
  url.searchParams.set('addToGroup', trip.group);
  url.searchParams.set('addWidget', String(createdWidgetId));
  return `${url.pathname}${url.search}`;
}
