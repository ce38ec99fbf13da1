import { clientRoutes } from '@shelfsight/contracts';
import { useNavigate } from 'react-router-dom';
import { useProcessingPoll } from '../../hooks/useProcessingPoll';
import { ProcessingFinishedDialog } from '../ProcessingFinishedDialog';

/**
 * The product list processing poll and its finished dialog (spec 3 §2.4, §4.3), kept mounted by the main layout on
 * every signed-in screen (the `layout.background` slot), so the dialog opens wherever the reader went meanwhile.
 */
export default function ProcessingWatcher() {
  const navigate = useNavigate();
  const { outcome, dismiss } = useProcessingPoll();
  // Mounted only while there is an outcome: on every screen, a closed dialog leaves nothing behind.
  if (outcome === null) return null;
  return (
    <ProcessingFinishedDialog
      outcome={outcome}
      onClose={dismiss}
      onGoToProducts={() => {
        dismiss();
        navigate(clientRoutes.productsAdmin);
      }}
    />
  );
}
