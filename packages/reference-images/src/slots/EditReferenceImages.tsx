import type { SlotProps } from '@shelfsight/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { editorAddress } from '../editorAddress';

/**
 * The 'Edit reference images' action on a product's images (`productMedia.actions`): the host mounts it when its
 * button is pressed, and it opens the per-product editor on that product. The new address carries none of the
 * product details' parameters, so the dialog it was pressed in closes.
 */
export default function EditReferenceImages({ productDummyId }: SlotProps['productMedia.actions']) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(editorAddress(productDummyId));
  }, [navigate, productDummyId]);
  return null;
}
