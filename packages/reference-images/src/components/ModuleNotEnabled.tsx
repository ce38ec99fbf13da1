import { Alert } from 'antd';
import { MODULE_NOT_ENABLED_TEXT, MODULE_NOT_ENABLED_TITLE } from '../pages/moduleState';

/** Shown instead of a screen when the customer lacks the image similarity module (spec 3 §2.2, §8). */
export function ModuleNotEnabled() {
  return (
    <Alert
      type="warning"
      showIcon
      title={MODULE_NOT_ENABLED_TITLE}
      description={`${MODULE_NOT_ENABLED_TEXT} Please contact support.`}
    />
  );
}
