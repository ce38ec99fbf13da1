import type { CreatedPartnerToken, PartnerToken } from '@shelfsight/contracts';

/** Realistic partner tokens of one customer, for tests and stories. */
export const erpFeedToken: PartnerToken = {
  id: 3,
  name: 'Nightly ERP price feed',
  scopes: ['ingest'],
  prefix: 'ssp_Q3vN8kLx',
  createdByName: 'Ada Lovelace',
  createdAt: '2026-02-03T08:15:00.000Z',
  lastUsedAt: '2026-11-28T02:01:00.000Z',
  revokedAt: null,
};

export const powerBiToken: PartnerToken = {
  id: 2,
  name: 'Power BI reader',
  scopes: ['read'],
  prefix: 'ssp_7hTfW2qa',
  createdByName: 'Grace Hopper',
  createdAt: '2025-10-20T14:40:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};

export const oldAgencyToken: PartnerToken = {
  id: 1,
  name: 'Agency upload (2025)',
  scopes: ['ingest', 'read'],
  prefix: 'ssp_m0Pz4Rrc',
  createdByName: 'Ada Lovelace',
  createdAt: '2025-01-11T09:00:00.000Z',
  lastUsedAt: '2025-06-30T17:45:00.000Z',
  revokedAt: '2025-07-01T10:00:00.000Z',
};

export const samplePartnerTokens: PartnerToken[] = [erpFeedToken, powerBiToken, oldAgencyToken];

export const createdToken: CreatedPartnerToken = {
  id: 4,
  name: 'Warehouse sync',
  scopes: ['ingest', 'read'],
  prefix: 'ssp_Vb91xYtE',
  createdByName: 'Ada Lovelace',
  createdAt: '2026-11-29T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  token: 'ssp_Vb91xYtEq0c3mWZr8sJk2LdPfHn5uAa7GyTe4oBi6vX',
};
