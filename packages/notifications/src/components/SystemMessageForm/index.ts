export * from './SystemMessageForm';
