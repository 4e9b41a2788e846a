/**
 * Spanish messages, one default export (an `ElicitationMessages` catalogue).
 *
 * @module react-mcp-elicitation/locales/es
 */
import type { ElicitationMessages, Translation } from '../core/messages.js';

// Spanish. Every key of the English catalogue, and no {parameter} it lacks: the build checks both;
// locales.test.ts checks every plural category the language has.
const es = {
  locale: 'es',
  unknownMode: 'El servidor pregunta en un modo que esta aplicación no admite ({mode}).',
  requestFrom: '{server} pregunta',
  unknownServer: 'Un servidor MCP',
  serverTextNote: 'Escrito por el servidor',
  requiredMarker: 'obligatorio',
  submit: 'Enviar',
  decline: 'Rechazar',
  cancel: 'Cancelar',
  resultAccepted: 'Enviado.',
  resultAcceptedSummary: 'Enviado. {summary}',
  resultSending: 'Enviando…',
  resultNotSentYet: 'Aún no se ha enviado: falló la conexión. Reintentando…',
  resultRetryNow: 'Reintentar ahora',
  resultDeclined: 'Rechazado.',
  resultCancelled: 'Cancelado.',
  appCaption: 'Mostrado por la propia aplicación de {server}, en un entorno aislado. Lo que envía se comprueba antes.',
  appFrameTitle: 'Aplicación de {server}',
  appLoading: 'Cargando la aplicación de {server}…',
  appUseStandard: 'Usar el formulario estándar',
  appWantsToSend: 'La aplicación quiere enviar esto. Revísalo y luego envíalo:',
  appWantsToEnd: 'La aplicación quiere responder «{action}». Confirma para enviarlo.',
  appRefused: 'La respuesta de la aplicación no se ajusta a lo que pidió {server}; no se envió nada ({fields}).',
  appFailed: 'No se pudo mostrar la aplicación de {server}; este es el formulario estándar.',
  summaryItem: '{label}: {value}',
  summarySeparator: ' · ',
  summaryYes: 'sí',
  summaryNo: 'no',
  summaryMasked: '•••••• (oculto)',
  moreFields: '{count, plural, one {Mostrar # campo más} many {Mostrar # de campos más} other {Mostrar # campos más}}',
  moreFieldsFilled:
    '{count, plural, one {Mostrar # campo más (rellenados: {filled})} many {Mostrar # de campos más (rellenados: {filled})} other {Mostrar # campos más (rellenados: {filled})}}',
  reviewMoreFields: 'Algunos de los campos de abajo ya están rellenados. Revíselos y luego envíe.',
  errorSummary:
    '{count, plural, one {# campo requiere su atención.} many {# de campos requieren su atención.} other {# campos requieren su atención.}}',
  unnamedField: '(campo sin nombre)',
  selectPlaceholder: 'Elegir…',
  selectNone: 'Sin selección',
  multiCount:
    '{count, plural, one {# de {max} seleccionado} many {# de {max} seleccionados} other {# de {max} seleccionados}}',
  multiMinHint: 'Elija al menos {min}.',
  dateTimeHint: 'Su hora local ({offset}).',
  dateTimeHintNoOffset: 'Su hora local.',
  sensitiveWarning:
    'Esto parece una contraseña, una clave, un token o un dato de pago. Los servidores MCP no deben pedir esto en un formulario; puede rechazarlo.',
  unsatisfiableNote: 'Los límites del servidor para este campo se contradicen; ninguna respuesta puede cumplirlos.',
  patternUnsupportedNote:
    'El servidor dio para este campo una regla de formato que aquí no se puede comprobar de forma segura; no se aplica.',
  defaultHiddenNote:
    'El servidor sugirió un valor que este control no puede mostrar, así que se dejó vacío y no se enviará.',
  errorRequired: 'Este campo es obligatorio.',
  errorTypeNumber: 'Introduzca un número.',
  errorTypeInteger: 'Introduzca un número entero.',
  errorTypeOther: 'Este valor es de un tipo incorrecto.',
  errorMinLength:
    '{limit, plural, one {Introduzca al menos # carácter.} many {Introduzca al menos # de caracteres.} other {Introduzca al menos # caracteres.}}',
  errorMaxLength:
    '{limit, plural, one {Introduzca como máximo # carácter.} many {Introduzca como máximo # de caracteres.} other {Introduzca como máximo # caracteres.}}',
  errorMinimum: 'Introduzca {limit} o más.',
  errorMaximum: 'Introduzca {limit} o menos.',
  errorExclusiveMinimum: 'Introduzca más de {limit}.',
  errorExclusiveMaximum: 'Introduzca menos de {limit}.',
  errorMultipleOf: 'Introduzca un múltiplo de {limit}.',
  errorEnum: 'Elija una de las opciones.',
  errorMinItems: 'Elija al menos {limit}.',
  errorMaxItems: 'Elija como máximo {limit}.',
  errorFormatEmail: 'Introduzca una dirección de correo electrónico, como nombre@example.com.',
  errorFormatUri: 'Introduzca una dirección web completa, como https://example.com.',
  errorFormatDate: 'Introduzca una fecha.',
  errorFormatDateTime: 'Introduzca una fecha y una hora.',
  errorPattern: 'Este valor no tiene la forma esperada.',
  requestInvalidTitle: 'Esta solicitud no se puede mostrar',
  requestParamsNotObject: 'La solicitud no es un objeto.',
  requestMessageNotString: 'El mensaje de la solicitud falta o no es texto.',
  requestModeUnsupported: 'La solicitud no es un formulario.',
  requestSchemaMissing: 'La solicitud no tiene esquema de formulario (requestedSchema).',
  requestSchemaNotObject: 'El esquema del formulario no es un objeto.',
  requestSchemaTypeNotObject: 'El tipo del esquema del formulario no es "object".',
  requestPropertiesMissing: 'El esquema del formulario no tiene lista de campos (properties).',
  requestRequiredInvalid: 'La lista de campos obligatorios no es una lista de nombres.',
  requestPropertyNotObject: 'El campo «{property}» no es una descripción de campo válida.',
  requestTypeMissing: 'El campo «{property}» no tiene tipo.',
  requestTypeUnsupported: 'El campo «{property}» tiene un tipo que un formulario no puede pedir.',
  requestNestedObject: 'El campo «{property}» es un objeto anidado; solo se permiten formularios planos.',
  requestArrayItemsUnsupported: 'El campo «{property}» es una lista de algo distinto de opciones.',
  requestEnumEmpty: 'El campo «{property}» no ofrece opciones.',
  requestEnumInvalid: 'El campo «{property}» tiene opciones no válidas ({keyword}).',
  requestKeywordInvalid: 'El campo «{property}» tiene un «{keyword}» no válido.',
  requestTooLarge: 'El formulario es demasiado grande para mostrarlo de forma segura.',
  requestTooLargeProperties:
    'El formulario es demasiado grande para mostrarlo de forma segura: {count, plural, one {# campo} many {# de campos} other {# campos}}, y el límite es {max}.',
  requestTooLargeOptions:
    'El formulario es demasiado grande para mostrarlo de forma segura: el campo «{property}» tiene {count, plural, one {# opción} many {# de opciones} other {# opciones}}, y el límite es {max}.',
  requestTooLargeControls:
    'El formulario es demasiado grande para mostrarlo de forma segura: {count, plural, one {# campo o casilla} many {# de campos y casillas} other {# campos y casillas}} en total, y el límite es {max}.',
  requestTooLargeTotalOptions:
    'El formulario es demasiado grande para mostrarlo de forma segura: {count, plural, one {# opción} many {# de opciones} other {# opciones}} en total, y el límite es {max}.',
  requestTooLargeTextChars:
    'El formulario es demasiado grande para mostrarlo de forma segura: {count, plural, one {# carácter} many {# de caracteres} other {# caracteres}} de texto, y el límite es {max}.',
  requestInvalidHint: 'Puede rechazarla o cancelarla.',
  urlRequestFrom: '{server} le pide que abra una página',
  urlCaption: 'Dirección (no se abre hasta que usted lo decida)',
  urlOpen: 'Abrir {host}',
  urlOpenAgain: 'Abrir {host} de nuevo',
  urlDone: 'Listo',
  urlWaiting: '{host} se abrió en una pestaña nueva. Termine allí y luego vuelva.',
  urlComplete: 'El servidor informa de que este paso está completo.',
  urlConfirming: 'Esperando a que {server} confirme que este paso ha terminado. Si no es así, abra la página de nuevo.',
  urlStopWaiting: 'Dejar de esperar',
  urlContinue: 'He terminado — continuar',
  urlWaitingRetry: '{host} se abrió en una pestaña nueva. Termine allí y luego continúe aquí.',
  urlNotFinished: '{server} dice que este paso aún no ha terminado. Termínelo en {host} y luego continúe.',
  urlWarningsTitle: 'Compruebe esta dirección antes de abrirla',
  urlRefusedTitle: 'Esta dirección no se abrirá',
  urlRefusedInvalid: 'No es una dirección web válida.',
  urlRefusedScheme:
    'Las direcciones que empiezan por «{scheme}:» pueden ejecutar código o leer archivos locales; solo se abren páginas https y http.',
  urlOpensHost: 'Abre:',
  urlCopy: 'Copiar enlace',
  urlCopied: 'Enlace copiado.',
  urlCopyFailed: 'No se pudo copiar. El enlace está seleccionado: pulse Ctrl+C (⌘C en un Mac) para copiarlo.',
  urlWarnHostDiffers:
    'La dirección está escrita de modo que puede parecer otro sitio ({reasons}). El navegador abrirá {host}.',
  urlHostDiffersSlashes: 'barras inusuales después del esquema',
  urlHostDiffersBackslash: 'una barra invertida, que los navegadores leen como «/»',
  urlHostDiffersMapped: 'caracteres que el navegador convierte en otras letras',
  urlHostDiffersPercent: 'códigos % en el nombre del sitio',
  urlHostDiffersIpNotation: 'un número IP en una notación inusual',
  urlHostDiffersTrailingDot: 'un punto al final del nombre del sitio',
  urlWarnHttp: 'La página no está cifrada (http): otras personas en la red podrían leer o cambiar lo que envíe.',
  urlWarnHttpLocal: 'La página está en este ordenador y no está cifrada (http).',
  urlWarnPunycode:
    'El nombre del sitio usa caracteres internacionales: se lee «{unicode}» pero en realidad es «{ascii}». Las letras que se parecen son un truco habitual.',
  urlWarnMixedScript: 'El nombre «{label}» mezcla alfabetos ({scripts}); algunas letras pueden solo parecerse a otras.',
  urlWarnCredentials:
    'La dirección contiene un nombre de usuario o una contraseña antes de «@». El sitio real es {host}.',
  urlWarnIpHost: 'La dirección es un simple número IP ({host}), no un nombre de sitio.',
  urlWarnPort: 'La dirección usa un puerto inusual ({port}).',
  urlWarnBidi:
    'La dirección contiene caracteres que cambian el sentido del texto, lo que puede disfrazarla (se muestran como códigos U+).',
  urlWarnInvisible: 'La dirección contiene caracteres invisibles (se muestran como códigos U+).',
  urlWarnLong:
    'La dirección es muy larga ({length, plural, one {# carácter} many {# de caracteres} other {# caracteres}}); revísela entera.',
  urlWarnMessageBidi:
    'El mensaje contiene caracteres que cambian el sentido del texto; puede leerse de forma distinta a como es.',
  dialogTitle: 'Solicitud de {server}',
  dialogMorePending: '{count, plural, one {# más en espera} many {# más en espera} other {# más en espera}}',
  dialogStep: 'Pregunta {index} de {count} de este paso',
  dialogWaiting:
    '{minutes, plural, one {Preguntado hace # minuto} many {Preguntado hace # de minutos} other {Preguntado hace # minutos}}',
  dialogClose: 'Cerrar',
  dialogAskedAgain:
    '{server} vuelve a preguntar. Su respuesta anterior está rellenada (salvo los campos sensibles); el mensaje de abajo dice lo que necesita.',
  dialogServerClaim:
    'Se presenta como «{claim}». Es lo que el servidor dice de sí mismo; esta aplicación no lo ha verificado.',
  dialogStopAsking: 'Bloquear las solicitudes de {server}',
  dialogWithdrawn:
    '{count, plural, one {{server} retiró su solicitud.} many {{server} retiró # de solicitudes. No se envió nada.} other {{server} retiró # solicitudes. No se envió nada.}}',
  dialogHeldWhileTyping: '{server} le pide algo. La solicitud se abrirá cuando deje de escribir.',
  dialogLoading: 'Cargando la solicitud de {server}…',
  dialogBlocked: 'Las solicitudes de {server} están desactivadas hasta que recargue la página.',
  dialogExpired: 'La solicitud de {server} caducó. No se envió nada.',
  dialogReloaded: 'La solicitud de {server} terminó al recargar la página. No se envió nada.',
  dialogResumed: 'Se pregunta de nuevo tras recargar la página: lo que había escrito antes no se guardó.',
  settledSent: 'Enviado a {server}: {summary}',
  settledSentEmpty: 'Enviado a {server}.',
  settledDeclined: 'Rechazó la solicitud de {server}.',
  settledCancelled: 'Canceló la solicitud de {server}.',
  settledWithdrawn: '{server} retiró esta solicitud. No se envió nada.',
  settledStopped: 'Detuviste este turno. La solicitud de {server} se canceló.',
  settledTimedOut: 'Se agotó el tiempo de esta solicitud. No se envió nada.',
  settledDisconnected: 'Se perdió la conexión con {server}. No se envió nada.',
  settledBlocked: 'Las solicitudes de {server} se desactivaron. No se envió nada.',
  settledElsewhere: 'Respondida en otra ventana.',
  settledUrlDone: 'Abrió la página de {server}.',
  settledDraft: 'Lo que había introducido',
  settledCopy: 'Copiar lo introducido',
  settledCopied: 'Copiado.',
  settledCopyFailed: 'No se pudo copiar. La lista está seleccionada: pulse Ctrl+C (⌘C en un Mac) para copiarla.',
  inlineListLabel: 'Solicitudes de servidores',
  inlineArrived: 'Nueva solicitud de {server}.',
  inlineMoreFrom:
    '{count, plural, one {Mostrar # solicitud más de {server}} many {Mostrar # de solicitudes más de {server}} other {Mostrar # solicitudes más de {server}}}',
  inlineCardLabel: 'Solicitud de {server}: {message}',
  inlineServerClaim: 'se presenta como «{claim}» (sin verificar)',
  inlineJump:
    '{count, plural, one {# solicitud en espera} many {# solicitudes en espera} other {# solicitudes en espera}}',
  attentionTitle: '({count}) Se necesita tu respuesta · {title}',
  taskRunning: '{server} está trabajando en una tarea.',
  taskElapsed: 'En curso desde hace {time}',
  taskSays: 'El servidor dice: «{message}»',
  taskStop: 'Detener esta tarea',
  taskCompleted: 'La tarea de {server} ha terminado.',
  taskFailed: 'La tarea de {server} ha fallado.',
  taskCancelled: 'La tarea de {server} se ha detenido.',
  taskDismiss: 'Descartar',
  // The lines that name an agent (Agent Client Protocol) as the one asking
  agentTextNote: 'Escrito por el agente',
  agentClaim: 'Se presenta como «{claim}». Es lo que el agente dice de sí mismo; esta aplicación no lo ha verificado.',
  agentUrlComplete: 'El agente informa de que este paso está completo.',
  agentSensitiveWarning:
    'Esto parece una contraseña, una clave, un token o un dato de pago. Los agentes no deben pedir esto en un formulario; puede rechazarlo.',
  agentUnsatisfiableNote: 'Los límites del agente para este campo se contradicen; ninguna respuesta puede cumplirlos.',
  agentPatternUnsupportedNote:
    'El agente dio para este campo una regla de formato que aquí no se puede comprobar de forma segura; no se aplica.',
  agentDefaultHiddenNote:
    'El agente sugirió un valor que este control no puede mostrar, así que se dejó vacío y no se enviará.',
  agentToolCall: 'Pedido durante la llamada a la herramienta «{title}».',
} as const;

/**
 * Spanish: a complete catalogue. Plural rules, `lang` and numbers follow its locale (`es`).
 *
 * @example
 * ```tsx
 * import es from 'react-mcp-elicitation/locales/es';
 * <ElicitationHost messages={es} />
 * ```
 */
export default es satisfies Translation<typeof es> as ElicitationMessages;
