/** Imports every widget once so each registers itself; GeneratedFormView uses the result. */
import './QueryRadio';
import './QueryComboBox';
import './QueryAutoComplete';
import './TriStateCheckbox';
import './DateField';
import './CountedTextarea';
import './AmountInput';
import './PhoneInput';
import './ContainerLookup';
import './PasswordInput';
import './IbanInput';

export { registeredWidgets } from './registry';
