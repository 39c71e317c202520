// What the application page gives a bespoke screen: its application, and the page's 'read the
// status again and follow it' under either name the page may use (reroute, onStatusChange), called
// after an event when present.
export interface BespokeScreenProps {
  uuid: string;
  reroute?: () => void;
  onStatusChange?: () => void;
}
