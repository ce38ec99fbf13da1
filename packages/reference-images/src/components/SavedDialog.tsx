import { Modal, Result } from 'antd';

/** Spec 3 §2.3, word for word. */
export const SAVED_TITLE = 'Successfully saved';
export const SAVED_SUBTITLE = 'Results will be available within 24 hours (at the next moment of data collection)';

/** What a successful save of reference images says: the similarity comes with the next data collection. */
export function SavedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onCancel={onClose} onOk={onClose} cancelButtonProps={{ style: { display: 'none' } }} okText="OK">
      <Result status="success" title={SAVED_TITLE} subTitle={SAVED_SUBTITLE} />
    </Modal>
  );
}
