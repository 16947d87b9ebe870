import type { WidgetProps } from '@rjsf/utils';
import { QuerySelect } from './QuerySelect';
import { register } from './registry';

register({ name: 'QueryComboBox', widget: (props: WidgetProps) => <QuerySelect {...props} searchable={false} /> });
