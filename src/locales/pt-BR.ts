/**
 * Brazilian Portuguese messages, one default export (an `ElicitationMessages` catalogue).
 *
 * @module react-mcp-elicitation/locales/pt-BR
 */
import type { ElicitationMessages, Translation } from '../core/messages.js';

// Brazilian Portuguese. Every key of the English catalogue, and no {parameter} it lacks: the build checks both;
// locales.test.ts checks every plural category the language has.
const ptBR = {
  locale: 'pt-BR',
  unknownMode: 'O servidor pergunta em um modo que este aplicativo não aceita ({mode}).',
  requestFrom: '{server} está perguntando',
  unknownServer: 'Um servidor MCP',
  serverTextNote: 'Escrito pelo servidor',
  requiredMarker: 'obrigatório',
  submit: 'Enviar',
  decline: 'Recusar',
  cancel: 'Cancelar',
  resultAccepted: 'Enviado.',
  resultAcceptedSummary: 'Enviado. {summary}',
  resultSending: 'Enviando…',
  resultNotSentYet: 'Ainda não enviado: a conexão falhou. Tentando de novo…',
  resultRetryNow: 'Tentar de novo agora',
  resultDeclined: 'Recusado.',
  resultCancelled: 'Cancelado.',
  appCaption: 'Exibido pelo próprio app de {server}, em um sandbox. O que ele envia é verificado antes.',
  appFrameTitle: 'App de {server}',
  appLoading: 'Carregando o app de {server}…',
  appUseStandard: 'Usar o formulário padrão',
  appWantsToSend: 'O app quer enviar isto. Confira e depois envie:',
  appWantsToEnd: 'O app quer responder “{action}”. Confirme para enviar.',
  appRefused: 'A resposta do app não corresponde ao que {server} pediu; nada foi enviado ({fields}).',
  appFailed: 'Não foi possível exibir o app de {server}; aqui está o formulário padrão.',
  summaryItem: '{label}: {value}',
  summarySeparator: ' · ',
  summaryYes: 'sim',
  summaryNo: 'não',
  summaryMasked: '•••••• (oculto)',
  moreFields:
    '{count, plural, one {Mostrar mais # campo} many {Mostrar mais # de campos} other {Mostrar mais # campos}}',
  moreFieldsFilled:
    '{count, plural, one {Mostrar mais # campo (preenchidos: {filled})} many {Mostrar mais # de campos (preenchidos: {filled})} other {Mostrar mais # campos (preenchidos: {filled})}}',
  reviewMoreFields: 'Alguns dos campos abaixo estão preenchidos. Confira-os e depois envie.',
  errorSummary:
    '{count, plural, one {# campo precisa da sua atenção.} many {# de campos precisam da sua atenção.} other {# campos precisam da sua atenção.}}',
  unnamedField: '(campo sem nome)',
  selectPlaceholder: 'Escolher…',
  selectNone: 'Nenhuma seleção',
  multiCount:
    '{count, plural, one {# de {max} selecionado} many {# de {max} selecionados} other {# de {max} selecionados}}',
  multiMinHint: 'Escolha pelo menos {min}.',
  dateTimeHint: 'Seu horário local ({offset}).',
  dateTimeHintNoOffset: 'Seu horário local.',
  sensitiveWarning:
    'Isto parece uma senha, chave, token ou dado de pagamento. Servidores MCP não devem pedir isso em um formulário; você pode recusar.',
  unsatisfiableNote: 'Os limites do servidor para este campo se contradizem; nenhuma resposta pode atendê-los.',
  patternUnsupportedNote:
    'O servidor deu para este campo uma regra de formato que não pode ser verificada aqui com segurança; ela não é aplicada.',
  defaultHiddenNote:
    'O servidor sugeriu um valor que este controle não consegue mostrar; por isso o campo ficou vazio e o valor não será enviado.',
  errorRequired: 'Este campo é obrigatório.',
  errorTypeNumber: 'Digite um número.',
  errorTypeInteger: 'Digite um número inteiro.',
  errorTypeOther: 'Este valor é do tipo errado.',
  errorMinLength:
    '{limit, plural, one {Digite pelo menos # caractere.} many {Digite pelo menos # de caracteres.} other {Digite pelo menos # caracteres.}}',
  errorMaxLength:
    '{limit, plural, one {Digite no máximo # caractere.} many {Digite no máximo # de caracteres.} other {Digite no máximo # caracteres.}}',
  errorMinimum: 'Digite {limit} ou mais.',
  errorMaximum: 'Digite {limit} ou menos.',
  errorExclusiveMinimum: 'Digite mais de {limit}.',
  errorExclusiveMaximum: 'Digite menos de {limit}.',
  errorMultipleOf: 'Digite um múltiplo de {limit}.',
  errorEnum: 'Escolha uma das opções.',
  errorMinItems: 'Escolha pelo menos {limit}.',
  errorMaxItems: 'Escolha no máximo {limit}.',
  errorFormatEmail: 'Digite um endereço de e-mail, como nome@example.com.',
  errorFormatUri: 'Digite um endereço da web completo, como https://example.com.',
  errorFormatDate: 'Digite uma data.',
  errorFormatDateTime: 'Digite uma data e um horário.',
  errorPattern: 'Este valor não está no formato esperado.',
  requestInvalidTitle: 'Esta solicitação não pode ser exibida',
  requestParamsNotObject: 'A solicitação não é um objeto.',
  requestMessageNotString: 'A mensagem da solicitação está ausente ou não é texto.',
  requestModeUnsupported: 'A solicitação não é um formulário.',
  requestSchemaMissing: 'A solicitação não tem esquema de formulário (requestedSchema).',
  requestSchemaNotObject: 'O esquema do formulário não é um objeto.',
  requestSchemaTypeNotObject: 'O tipo do esquema do formulário não é "object".',
  requestPropertiesMissing: 'O esquema do formulário não tem lista de campos (properties).',
  requestRequiredInvalid: 'A lista de campos obrigatórios não é uma lista de nomes.',
  requestPropertyNotObject: 'O campo “{property}” não é uma descrição de campo válida.',
  requestTypeMissing: 'O campo “{property}” não tem tipo.',
  requestTypeUnsupported: 'O campo “{property}” tem um tipo que formulários não podem pedir.',
  requestNestedObject: 'O campo “{property}” é um objeto aninhado; só formulários planos são permitidos.',
  requestArrayItemsUnsupported: 'O campo “{property}” é uma lista de algo que não são opções.',
  requestEnumEmpty: 'O campo “{property}” não oferece opções.',
  requestEnumInvalid: 'O campo “{property}” tem opções inválidas ({keyword}).',
  requestKeywordInvalid: 'O campo “{property}” tem um “{keyword}” inválido.',
  requestTooLarge: 'O formulário é grande demais para ser exibido com segurança.',
  requestTooLargeProperties:
    'O formulário é grande demais para ser exibido com segurança: {count, plural, one {# campo} many {# de campos} other {# campos}}, e o limite é {max}.',
  requestTooLargeOptions:
    'O formulário é grande demais para ser exibido com segurança: o campo “{property}” tem {count, plural, one {# opção} many {# de opções} other {# opções}}, e o limite é {max}.',
  requestTooLargeControls:
    'O formulário é grande demais para ser exibido com segurança: {count, plural, one {# campo ou caixa de seleção} many {# de campos e caixas de seleção} other {# campos e caixas de seleção}} no total, e o limite é {max}.',
  requestTooLargeTotalOptions:
    'O formulário é grande demais para ser exibido com segurança: {count, plural, one {# opção} many {# de opções} other {# opções}} no total, e o limite é {max}.',
  requestTooLargeTextChars:
    'O formulário é grande demais para ser exibido com segurança: {count, plural, one {# caractere} many {# de caracteres} other {# caracteres}} de texto, e o limite é {max}.',
  requestInvalidHint: 'Você pode recusar ou cancelar.',
  urlRequestFrom: '{server} pede que você abra uma página',
  urlCaption: 'Endereço (só é aberto se você escolher)',
  urlOpen: 'Abrir {host}',
  urlOpenAgain: 'Abrir {host} de novo',
  urlDone: 'Concluído',
  urlWaiting: '{host} foi aberto em uma nova aba. Termine lá e depois volte.',
  urlComplete: 'O servidor informa que esta etapa está concluída.',
  urlConfirming:
    'Aguardando {server} confirmar que esta etapa terminou. Se não tiver terminado, abra a página de novo.',
  urlStopWaiting: 'Parar de aguardar',
  urlContinue: 'Terminei — continuar',
  urlWaitingRetry: '{host} foi aberto em uma nova aba. Termine lá e depois continue aqui.',
  urlNotFinished: '{server} diz que esta etapa ainda não terminou. Termine-a em {host} e depois continue.',
  urlWarningsTitle: 'Confira este endereço antes de abri-lo',
  urlRefusedTitle: 'Este endereço não será aberto',
  urlRefusedInvalid: 'Não é um endereço da web válido.',
  urlRefusedScheme:
    'Endereços que começam com “{scheme}:” podem executar código ou ler arquivos locais; só páginas https e http são abertas.',
  urlOpensHost: 'Abre:',
  urlCopy: 'Copiar link',
  urlCopied: 'Link copiado.',
  urlCopyFailed: 'Não foi possível copiar. O link está selecionado: pressione Ctrl+C (⌘C no Mac) para copiá-lo.',
  urlWarnHostDiffers:
    'O endereço está escrito de um jeito que pode parecer outro site ({reasons}). O navegador abrirá {host}.',
  urlHostDiffersSlashes: 'barras incomuns depois do esquema',
  urlHostDiffersBackslash: 'uma barra invertida, que os navegadores leem como “/”',
  urlHostDiffersMapped: 'caracteres que o navegador transforma em outras letras',
  urlHostDiffersPercent: 'códigos % no nome do site',
  urlHostDiffersIpNotation: 'um número IP em uma notação incomum',
  urlHostDiffersTrailingDot: 'um ponto no fim do nome do site',
  urlWarnHttp: 'A página não é criptografada (http): outras pessoas na rede poderiam ler ou alterar o que você enviar.',
  urlWarnHttpLocal: 'A página está neste computador e não é criptografada (http).',
  urlWarnPunycode:
    'O nome do site usa caracteres internacionais: ele se lê “{unicode}”, mas na verdade é “{ascii}”. Letras parecidas são um truque comum.',
  urlWarnMixedScript: 'O nome “{label}” mistura alfabetos ({scripts}); algumas letras podem apenas parecer outras.',
  urlWarnCredentials: 'O endereço contém um nome de usuário ou senha antes de “@”. O site real é {host}.',
  urlWarnIpHost: 'O endereço é só um número IP ({host}), não o nome de um site.',
  urlWarnPort: 'O endereço usa uma porta incomum ({port}).',
  urlWarnBidi:
    'O endereço contém caracteres que mudam a direção do texto, o que pode disfarçá-lo (mostrados como códigos U+).',
  urlWarnInvisible: 'O endereço contém caracteres invisíveis (mostrados como códigos U+).',
  urlWarnLong:
    'O endereço é muito longo ({length, plural, one {# caractere} many {# de caracteres} other {# caracteres}}); confira-o inteiro.',
  urlWarnMessageBidi:
    'A mensagem contém caracteres que mudam a direção do texto; ela pode ser lida de forma diferente do que é.',
  dialogTitle: 'Solicitação de {server}',
  dialogMorePending: '{count, plural, one {Mais # aguardando} many {Mais # aguardando} other {Mais # aguardando}}',
  dialogStep: 'Pergunta {index} de {count} desta etapa',
  dialogWaiting:
    '{minutes, plural, one {Perguntado há # minuto} many {Perguntado há # de minutos} other {Perguntado há # minutos}}',
  dialogClose: 'Fechar',
  dialogAskedAgain:
    '{server} perguntou de novo. Sua resposta anterior está preenchida (exceto campos sensíveis); a mensagem abaixo diz o que é preciso.',
  dialogServerClaim:
    'Ele se apresenta como “{claim}”. Isso é o que o próprio servidor afirma; este aplicativo não verificou.',
  dialogStopAsking: 'Bloquear solicitações de {server}',
  dialogWithdrawn:
    '{count, plural, one {{server} retirou a solicitação.} many {{server} retirou # de solicitações. Nada foi enviado.} other {{server} retirou # solicitações. Nada foi enviado.}}',
  dialogHeldWhileTyping: '{server} está pedindo algo. A solicitação abre quando você parar de digitar.',
  dialogLoading: 'Carregando a solicitação de {server}…',
  dialogBlocked: 'As solicitações de {server} estão desativadas até você recarregar a página.',
  dialogExpired: 'A solicitação de {server} expirou. Nada foi enviado.',
  dialogReloaded: 'A solicitação de {server} terminou quando a página foi recarregada. Nada foi enviado.',
  dialogResumed: 'Perguntado de novo após recarregar a página: o que você tinha digitado não foi guardado.',
  settledSent: 'Enviado a {server}: {summary}',
  settledSentEmpty: 'Enviado a {server}.',
  settledDeclined: 'Você recusou a solicitação de {server}.',
  settledCancelled: 'Você cancelou a solicitação de {server}.',
  settledWithdrawn: '{server} retirou esta solicitação. Nada foi enviado.',
  settledStopped: 'Você interrompeu este turno. A solicitação de {server} foi cancelada.',
  settledTimedOut: 'Esta solicitação expirou. Nada foi enviado.',
  settledDisconnected: 'A conexão com {server} foi perdida. Nada foi enviado.',
  settledBlocked: 'As solicitações de {server} foram desativadas. Nada foi enviado.',
  settledElsewhere: 'Respondida em outra janela.',
  settledUrlDone: 'Você abriu a página de {server}.',
  settledDraft: 'O que você tinha digitado',
  settledCopy: 'Copiar o que você digitou',
  settledCopied: 'Copiado.',
  settledCopyFailed: 'Não foi possível copiar. A lista está selecionada: pressione Ctrl+C (⌘C no Mac) para copiá-la.',
  inlineListLabel: 'Solicitações de servidores',
  inlineArrived: 'Nova solicitação de {server}.',
  inlineMoreFrom:
    '{count, plural, one {Mostrar mais # solicitação de {server}} many {Mostrar mais # de solicitações de {server}} other {Mostrar mais # solicitações de {server}}}',
  inlineCardLabel: 'Solicitação de {server}: {message}',
  inlineServerClaim: 'se apresenta como “{claim}” (não verificado)',
  inlineJump:
    '{count, plural, one {# solicitação aguardando} many {# solicitações aguardando} other {# solicitações aguardando}}',
  attentionTitle: '({count}) Resposta necessária · {title}',
  taskRunning: '{server} está executando uma tarefa.',
  taskElapsed: 'Em andamento há {time}',
  taskSays: 'O servidor diz: “{message}”',
  taskStop: 'Parar esta tarefa',
  taskCompleted: 'A tarefa de {server} foi concluída.',
  taskFailed: 'A tarefa de {server} falhou.',
  taskCancelled: 'A tarefa de {server} foi interrompida.',
  taskDismiss: 'Dispensar',
  // The lines that name an agent (Agent Client Protocol) as the one asking
  agentTextNote: 'Escrito pelo agente',
  agentClaim: 'Ele se apresenta como “{claim}”. Isso é o que o próprio agente afirma; este aplicativo não verificou.',
  agentUrlComplete: 'O agente informa que esta etapa está concluída.',
  agentSensitiveWarning:
    'Isto parece uma senha, chave, token ou dado de pagamento. Agentes não devem pedir isso em um formulário; você pode recusar.',
  agentUnsatisfiableNote: 'Os limites do agente para este campo se contradizem; nenhuma resposta pode atendê-los.',
  agentPatternUnsupportedNote:
    'O agente deu para este campo uma regra de formato que não pode ser verificada aqui com segurança; ela não é aplicada.',
  agentDefaultHiddenNote:
    'O agente sugeriu um valor que este controle não consegue mostrar; por isso o campo ficou vazio e o valor não será enviado.',
  agentToolCall: 'Pedido durante a chamada da ferramenta “{title}”.',
} as const;

/**
 * Brazilian Portuguese: a complete catalogue. Plural rules, `lang` and numbers follow its locale (`pt-BR`).
 *
 * @example
 * ```tsx
 * import ptBR from 'react-mcp-elicitation/locales/pt-BR';
 * <ElicitationHost messages={ptBR} />
 * ```
 */
export default ptBR satisfies Translation<typeof ptBR> as ElicitationMessages;
