/**
 * portal:Component TextArea: grows with its text; with a limit (Limit expectation or MaxLength) a
 * live counter "n von max Zeichen" under it, red once over (the description counter).
 */
import { Text, Textarea } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { characterCount } from '../validation';
import { inputProps } from './input-props';
import { register } from './registry';

function CountedTextareaWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const max = typeof props.schema.maxLength === 'number' ? props.schema.maxLength : null;
  const text = typeof props.value === 'string' ? props.value : '';
  const used = characterCount(text);
  return (
    <Textarea
      {...inputProps(props)}
      autosize
      minRows={3}
      maxRows={8}
      value={text}
      onChange={(e) => props.onChange(e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
      description={
        max === null ? undefined : (
          <Text span size="xs" c={used > max ? 'red.8' : 'dimmed'} aria-live="polite">
            {t('claim.counter', { used, max })}
          </Text>
        )
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}

register({ name: 'textarea', widget: CountedTextareaWidget });
