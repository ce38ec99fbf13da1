import { PROCESSING_DIALOG } from '@shelfsight/contracts';
import { Button, Modal, Typography } from 'antd';

export type ProcessingOutcome = 'success' | 'aborted' | 'failed';

export interface ProcessingFinishedDialogProps {
  /** The outcome of the finished processing; null keeps the dialog closed. */
  outcome: ProcessingOutcome | null;
  onClose(): void;
  /** 'Go to products': the admin products route (spec 3 §2.4). */
  onGoToProducts(): void;
}

/** The processing finished dialog of spec 3 §2.4 with the texts of §8. */
export function ProcessingFinishedDialog({ outcome, onClose, onGoToProducts }: ProcessingFinishedDialogProps) {
  const texts = outcome ? PROCESSING_DIALOG[outcome] : null;
  return (
    <Modal
      open={texts !== null}
      title={texts?.title}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        <Button key="products" type="primary" onClick={onGoToProducts}>
          {PROCESSING_DIALOG.goToProducts}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{texts?.text}</Typography.Paragraph>
    </Modal>
  );
}
