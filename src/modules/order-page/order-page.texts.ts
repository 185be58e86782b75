import { pick } from '../../lib/i18n';

/**
 * The words of the hosted order page, per locale (pt-BR and en-US, es-ES too; other locales fall back
 * by language, then to en-US). Plain text: the renderer escapes every value it fills in.
 */
export interface PageTexts {
  title: (order: string) => string;
  status: string;
  buyer: string;
  placed: string;
  paid: string;
  total: string;
  giftCard: string;
  item: string;
  quantity: string;
  price: string;
  pending: string;
  payWithPix: string;
  pixHelp: string;
  pixCode: string;
  qrAlt: string;
  payLink: string;
  refreshing: (seconds: number) => string;
  approved: string;
  rejected: string;
  canceled: string;
  refunded: string;
  chargedback: string;
  delivered: string;
  licenseKeys: string;
  download: string;
  message: string;
  inGame: string;
  commands: (v: { done: number; total: number }) => string;
  commandsWaiting: string;
  keepLink: string;
  notFoundTitle: string;
  notFound: string;
  tooManyTitle: string;
  tooMany: string;
}

const TEXTS: Record<string, PageTexts> = {
  'pt-BR': {
    title: (order) => `Pedido ${order}`,
    status: 'Status',
    buyer: 'Comprador',
    placed: 'Feito em',
    paid: 'Pago em',
    total: 'Total',
    giftCard: 'Cartão-presente',
    item: 'Item',
    quantity: 'Qtd.',
    price: 'Preço',
    pending: 'Aguardando o pagamento.',
    payWithPix: 'Pague com Pix',
    pixHelp: 'Leia o QR code no app do seu banco, ou copie o código abaixo e cole em "Pix copia e cola".',
    pixCode: 'Código Pix copia e cola',
    qrAlt: 'QR code do Pix',
    payLink: 'Ir para a página de pagamento',
    refreshing: (s) => `Esta página se atualiza sozinha a cada ${s} segundos até o pagamento ser confirmado.`,
    approved: 'Pagamento aprovado. Obrigado pela compra!',
    rejected: 'O pagamento foi recusado e o pedido não foi concluído. Você pode fazer um novo pedido na loja.',
    canceled: 'Este pedido foi cancelado: nada foi cobrado.',
    refunded: 'Este pedido foi reembolsado. O que ele entregou pode deixar de valer.',
    chargedback: 'O pagamento deste pedido foi contestado junto ao emissor do cartão (chargeback), e o pedido foi estornado.',
    delivered: 'O que você recebeu',
    licenseKeys: 'Chaves de licença',
    download: 'Download',
    message: 'Mensagem',
    inGame: 'Entrega no jogo',
    commands: ({ done, total }) => `${done} de ${total} ${total === 1 ? 'comando executado' : 'comandos executados'}.`,
    commandsWaiting: 'Os demais rodam quando você estiver no servidor.',
    keepLink: 'Guarde o link desta página: ela é o comprovante da sua compra.',
    notFoundTitle: 'Pedido não encontrado',
    notFound: 'Este link não é válido. Use o link do e-mail do pedido, ou fale com a loja.',
    tooManyTitle: 'Muitas tentativas',
    tooMany: 'Muitos links inválidos deste endereço. Tente de novo em um minuto.',
  },
  'en-US': {
    title: (order) => `Order ${order}`,
    status: 'Status',
    buyer: 'Buyer',
    placed: 'Placed on',
    paid: 'Paid on',
    total: 'Total',
    giftCard: 'Gift card',
    item: 'Item',
    quantity: 'Qty',
    price: 'Price',
    pending: 'Waiting for your payment.',
    payWithPix: 'Pay with Pix',
    pixHelp: 'Scan the QR code in your bank\'s app, or copy the code below and paste it as "Pix copy and paste".',
    pixCode: 'Pix copy-and-paste code',
    qrAlt: 'Pix QR code',
    payLink: 'Go to the payment page',
    refreshing: (s) => `This page refreshes itself every ${s} seconds until the payment is confirmed.`,
    approved: 'Payment approved. Thank you for your purchase!',
    rejected: 'The payment was declined and the order was not completed. You may place a new order at the store.',
    canceled: 'This order was canceled: nothing was charged.',
    refunded: 'This order was refunded. What it delivered may stop working.',
    chargedback: 'The payment of this order was disputed with the card issuer (a chargeback), and the order was reversed.',
    delivered: 'What you got',
    licenseKeys: 'License keys',
    download: 'Download',
    message: 'Message',
    inGame: 'In-game delivery',
    commands: ({ done, total }) => `${done} of ${total} ${total === 1 ? 'command' : 'commands'} run.`,
    commandsWaiting: 'The rest run when you are on the server.',
    keepLink: "Keep this page's link: it is the receipt of your purchase.",
    notFoundTitle: 'Order not found',
    notFound: 'This link is not valid. Use the link in your order e-mail, or contact the store.',
    tooManyTitle: 'Too many attempts',
    tooMany: 'Too many links that are not valid from this address. Try again in a minute.',
  },
  'es-ES': {
    title: (order) => `Pedido ${order}`,
    status: 'Estado',
    buyer: 'Comprador',
    placed: 'Realizado el',
    paid: 'Pagado el',
    total: 'Total',
    giftCard: 'Tarjeta de regalo',
    item: 'Artículo',
    quantity: 'Cant.',
    price: 'Precio',
    pending: 'Esperando el pago.',
    payWithPix: 'Paga con Pix',
    pixHelp: 'Escanea el código QR en la app de tu banco, o copia el código de abajo y pégalo como "Pix copia e cola".',
    pixCode: 'Código Pix para copiar y pegar',
    qrAlt: 'Código QR de Pix',
    payLink: 'Ir a la página de pago',
    refreshing: (s) => `Esta página se actualiza sola cada ${s} segundos hasta que se confirme el pago.`,
    approved: 'Pago aprobado. ¡Gracias por tu compra!',
    rejected: 'El pago fue rechazado y el pedido no se completó. Puedes hacer un nuevo pedido en la tienda.',
    canceled: 'Este pedido fue cancelado: no se cobró nada.',
    refunded: 'Este pedido fue reembolsado. Lo que entregó puede dejar de funcionar.',
    chargedback: 'El pago de este pedido fue disputado ante el emisor de la tarjeta (contracargo), y el pedido fue revertido.',
    delivered: 'Lo que recibiste',
    licenseKeys: 'Claves de licencia',
    download: 'Descarga',
    message: 'Mensaje',
    inGame: 'Entrega en el juego',
    commands: ({ done, total }) => `${done} de ${total} ${total === 1 ? 'comando ejecutado' : 'comandos ejecutados'}.`,
    commandsWaiting: 'Los demás se ejecutan cuando estés en el servidor.',
    keepLink: 'Guarda el enlace de esta página: es el comprobante de tu compra.',
    notFoundTitle: 'Pedido no encontrado',
    notFound: 'Este enlace no es válido. Usa el enlace del correo del pedido, o contacta con la tienda.',
    tooManyTitle: 'Demasiados intentos',
    tooMany: 'Demasiados enlaces no válidos desde esta dirección. Inténtalo de nuevo en un minuto.',
  },
};

export const pageTexts = (locale: string): PageTexts => pick(TEXTS, locale);
