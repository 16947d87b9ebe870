import type { WidgetProps } from '@rjsf/utils';
import { QuerySelect } from './QuerySelect';
import { register } from './registry';

export default register({ name: 'QueryAutoComplete', widget: (props: WidgetProps) => <QuerySelect {...props} searchable /> });
