import type { WidgetProps } from '@rjsf/utils';
import { QuerySelect } from './QuerySelect';
import { register } from './registry';

register({ name: 'QueryAutoComplete', widget: (props: WidgetProps) => <QuerySelect {...props} searchable /> });
