import { ALERT_DEFAULTS, alertMessages } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { sampleAlerts } from '../testing/sampleData';
import { inputOfAlert } from '../utils/alertInput';
import { defaultValues, inputOf, METRIC_NEEDED, validate, valuesOf } from './formValues';

describe('alert form values', () => {
  it('starts from the defaults of spec 2 §9', () => {
    const input = inputOf(defaultValues());
    expect(input).toMatchObject({
      datePreset: ALERT_DEFAULTS.datePreset,
      thresholdCondition: '>',
      thresholdModerator: 'IS',
      comparedTo: 'EXACT_VALUE',
      notificationMethods: ['T', 'E'],
      isActive: true,
    });
  });

  it('gives back the alert it was filled from, and a copy without kept secrets', () => {
    expect(inputOf(valuesOf(sampleAlerts[1]!))).toEqual(inputOfAlert(sampleAlerts[1]!));
    const copy = valuesOf(sampleAlerts[1]!, true);
    expect(copy.subject).toBe('Price index jumps per retailer (copy)');
    expect(validate(copy)['alertSettings.channels.0.secret']).toBe(alertMessages.webhookSecret);
    expect(validate(valuesOf(sampleAlerts[1]!))).toEqual({});
  });

  it("names the fields the contract's schema refuses", () => {
    const errors = validate({ ...defaultValues(), notificationMethods: [], type: 'PER_ITEM' });
    expect(errors).toMatchObject({
      subject: alertMessages.subject,
      metricId: METRIC_NEEDED,
      threshold: alertMessages.threshold,
      dimensionId: alertMessages.dimension,
      notificationMethods: alertMessages.notificationMethods,
    });
    const change = validate({ ...valuesOf(sampleAlerts[0]!), comparedTo: 'PREVIOUS_PERIOD', datePreset: 'soon' });
    expect(change).toEqual({ comparedValue: alertMessages.comparedValue, datePreset: alertMessages.datePreset });
  });
});
