// What other modules may use of this module (they import nothing else from it).
export { nonMembers, shareableUsers } from './widgetWrites.repository';
export { type Viewer, visibleWidget, visibleWidgets } from './widgets.repository';
