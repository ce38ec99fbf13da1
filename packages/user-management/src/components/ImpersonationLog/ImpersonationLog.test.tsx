import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleImpersonations } from '../../testing/sampleData';
import { ImpersonationLog } from './ImpersonationLog';

describe('ImpersonationLog', () => {
  it('shows who logged in as whom, when and from where', () => {
    render(<ImpersonationLog entries={sampleImpersonations} />);
    const row = screen.getByText('analyst@acme.test').closest('tr') as HTMLElement;
    expect(within(row).getByText('sysadmin@shelfsight.test')).toBeInTheDocument();
    // Midday UTC, so the day is the same in every time zone the viewer might be in.
    expect(within(row).getByText(/^Mar 4, 2024, \d\d:\d\d$/)).toBeInTheDocument();
    expect(within(row).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(row).getByText(/Firefox\/124/)).toBeInTheDocument();
  });

  it('says when nobody has used login-as', () => {
    render(<ImpersonationLog entries={[]} />);
    expect(screen.getByText('Nobody has used login-as yet.')).toBeInTheDocument();
  });
});
