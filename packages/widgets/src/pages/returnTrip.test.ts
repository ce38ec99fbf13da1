import { describe, expect, it } from 'vitest';
import { returnAddressOf, returnTripOf } from './returnTrip';

const origin = 'https://app.example';
const tripOf = (query: string) => returnTripOf(new URLSearchParams(query), origin);

describe('returnTripOf', () => {
  it('takes the dashboard editor of this origin with its group', () => {
    expect(tripOf(`returnTo=${encodeURIComponent('/dashboards/edit/?id=5')}&addToGroup=group-21`)).toEqual({
      path: '/dashboards/edit/?id=5',
      group: 'group-21',
    });
    expect(tripOf('returnTo=%2Fdashboards%2Fedit%2F')).toEqual({ path: '/dashboards/edit/', group: null });
  });

  it('refuses other origins, other screens and odd paths', () => {
    for (const target of [
      'https://evil.example/dashboards/edit/',
      '//evil.example/dashboards/edit/',
      '/\\evil.example/dashboards/edit/',
      '/dashboards/view/?id=5',
      '/dashboards/edit/../../widgets/',
      'javascript:alert(1)',
    ]) {
      expect(tripOf(`returnTo=${encodeURIComponent(target)}`)).toBeNull();
    }
  });

  it('drops a group name that is not a key', () => {
    expect(tripOf(`returnTo=%2Fdashboards%2Fedit%2F&addToGroup=${encodeURIComponent('<b>')}`)?.group).toBeNull();
  });
});

describe('returnAddressOf', () => {
  const trip = { path: '/dashboards/edit/?id=5', group: 'group-21' };

  it('names the created widget and its group after a save', () => {
    expect(returnAddressOf(trip, 77)).toBe('/dashboards/edit/?id=5&addToGroup=group-21&addWidget=77');
  });

  it('goes back to the editor alone after Cancel', () => {
    expect(returnAddressOf(trip)).toBe('/dashboards/edit/?id=5');
  });
});
