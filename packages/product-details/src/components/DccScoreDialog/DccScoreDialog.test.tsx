import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RetailerDetail } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { sampleProductDetails } from '../../testing/sampleProductDetails';
import { DccScoreDialog } from './DccScoreDialog';

const renderDialog = (detail = sampleProductDetails().retailerDetails[1]!, pages?: RetailerDetail[]) => {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboards/view/',
        element: <DccScoreDialog detail={detail} pages={pages} onClose={() => undefined} />,
      },
      { path: '/settings/dcc-score/', element: <p>DCC settings</p> },
    ],
    { initialEntries: ['/dashboards/view/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, detail };
};

describe('DccScoreDialog', () => {
  it("titles itself with the page's score and lists each group's rules, met or not", () => {
    const { detail } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: `DCC score: ${Math.round(detail.dccScore!)}` });
    for (const group of detail.dccScoreDetails.groups) {
      const section = within(dialog).getByRole('region', { name: group.name });
      const rows = within(section).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(group.components.length);
      group.components.forEach((component, index) => {
        expect(rows[index]).toHaveTextContent(component.name);
        expect(within(rows[index]!).getByLabelText(component.met ? 'Met' : 'Not met')).toBeInTheDocument();
      });
    }
    const unmet = detail.dccScoreDetails.groups.flatMap((group) => group.components).filter((c) => !c.met);
    expect(within(dialog).getAllByLabelText('Not met')).toHaveLength(unmet.length);
    expect(document.querySelector<HTMLElement>('.ant-modal')?.style.width).toBe('700px');
  });

  it("ranks what to fix first over the product's pages, this page's failed rule among them", () => {
    const pages = sampleProductDetails().retailerDetails;
    renderDialog(pages[1], pages);
    const section = screen.getByRole('region', { name: 'What to fix first' });
    const rows = within(section).getAllByRole('row').slice(1);
    // Images: 0.3 × 100 points at bol.com and Boots; dm's bullet points: 0.4 × 2/4 × 100 points.
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Image count');
    expect(rows[0]).toHaveTextContent('+60.0');
    expect(rows[1]).toHaveTextContent('Bullet point count ≥ 3');
    expect(rows[1]).toHaveTextContent('dm');
    expect(rows[1]).toHaveTextContent('+20.0');
  });

  it('ranks the shown page alone without the other pages', () => {
    renderDialog();
    const rows = within(screen.getByRole('region', { name: 'What to fix first' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Bullet points');
  });

  it("writes each group's share met and weight as whole percents", () => {
    const base = sampleProductDetails().retailerDetails[1]!;
    const [first, second] = base.dccScoreDetails.groups;
    const groups = [
      { ...first!, weight: 1 / 3, score: 200 / 3 },
      { ...second!, weight: 2 / 3, score: 100 },
    ];
    const dccScore = groups.reduce((sum, group) => sum + group.weight * group.score, 0);
    renderDialog({ ...base, dccScore, dccScoreDetails: { groups } });
    expect(screen.getByRole('dialog', { name: `DCC score: ${Math.round(dccScore)}` })).toBeInTheDocument();
    for (const group of groups) {
      expect(screen.getByRole('region', { name: group.name })).toHaveTextContent(
        `${Math.round(group.score)}% met · weight ${Math.round(group.weight * 100)}%`,
      );
    }
  });

  it('leads to the DCC settings screen', async () => {
    const { router } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Edit DCC criteria' }));
    expect(router.state.location.pathname).toBe('/settings/dcc-score/');
  });

  it('says so when no criteria were checked on the page', () => {
    renderDialog(sampleProductDetails().retailerDetails[4]!);
    expect(screen.getByRole('dialog', { name: 'DCC score: -' })).toHaveTextContent(
      'No DCC criteria were checked on this page.',
    );
  });
});
