export { CopyLinkButton } from './CopyLinkButton';
