/** Imports every widget once so each registers itself; GeneratedFormView uses the result. */
import './QueryRadio';
import './QueryComboBox';
import './QueryAutoComplete';
import './TriStateCheckbox';
import './GermanDateInput';

export { registeredWidgets } from './registry';
