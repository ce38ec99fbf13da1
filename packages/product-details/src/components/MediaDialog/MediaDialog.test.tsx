import { createSlotRegistry, SlotsProvider, type AppFeature } from '@shelfsight/api-client';
import type { SlotProps } from '@shelfsight/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleProductDetails } from '../../testing/sampleProductDetails';
import { MediaDialog } from './MediaDialog';

const details = sampleProductDetails().retailerDetails;
const withVideo = details.find((detail) => detail.assetList.some((asset) => asset.type === 'VIDEO'))!;

// A feature of the test only, offering the reference images' editor on the product's images.
const EditReferenceImages = ({ productDummyId }: SlotProps['productMedia.actions']) => (
  <p>Editing reference images of {productDummyId}</p>
);
const referenceImagesFeature: AppFeature = {
  id: 'reference-images-test',
  routes: [],
  contributions: {
    'productMedia.actions': [
      { id: 'edit', label: 'Edit reference images', load: async () => ({ default: EditReferenceImages }) },
    ],
  },
};

describe('MediaDialog', () => {
  it("shows every image and video of the retailer's page", () => {
    render(<MediaDialog detail={withVideo} productDummyId="4711" onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: `Images & videos at ${withVideo.retailerName}` });
    const imageCount = withVideo.assetList.filter((asset) => asset.type === 'IMAGE').length;
    const videoCount = withVideo.assetList.length - imageCount;
    expect(within(dialog).getAllByRole('img', { name: /^Image \d/ })).toHaveLength(imageCount);
    expect(within(dialog).getAllByLabelText(/^Video \d/)).toHaveLength(videoCount);
    // Videos open where the retailer hosts them.
    expect(
      within(dialog)
        .getAllByRole('link', { name: /^Video \d/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(withVideo.assetList.filter((asset) => asset.type === 'VIDEO').map((asset) => asset.src));
    expect(dialog).toHaveTextContent(`${imageCount} images · ${videoCount} videos`);
    expect(within(dialog).queryByRole('button', { name: 'Edit reference images' })).toBeNull();
  });

  it('says so when the page shows none', () => {
    const bare = details.find((detail) => detail.assetList.length === 0)!;
    render(<MediaDialog detail={bare} productDummyId="4711" onClose={() => undefined} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('The page shows no images or videos.');
  });

  it('offers the actions features contribute on the images, run with the product', async () => {
    render(
      <SlotsProvider registry={createSlotRegistry([referenceImagesFeature])}>
        <MediaDialog detail={withVideo} productDummyId="4711" onClose={() => undefined} />
      </SlotsProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit reference images' }));
    expect(await screen.findByText('Editing reference images of 4711')).toBeInTheDocument();
  });

  it("heads the dialog with the main image's result against the reference image, when it was compared", () => {
    const compared = details.find((detail) => detail.referenceImageResult === 'somewhat_similar')!;
    const { rerender } = render(<MediaDialog detail={compared} productDummyId="4711" onClose={() => undefined} />);
    expect(screen.getByRole('status', { name: 'Main image against the reference image:' })).toHaveTextContent(
      'Somewhat similar',
    );
    rerender(
      <MediaDialog
        detail={{ ...compared, referenceImageResult: null }}
        productDummyId="4711"
        onClose={() => undefined}
      />,
    );
    expect(screen.queryByRole('status', { name: /reference image/ })).toBeNull();
  });
});
