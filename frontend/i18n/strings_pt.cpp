// Portuguese (Brazilian) interface strings, in the order of enum S
// (strings.h); a missing entry falls back to English. Canastra words as
// players say them: monte (stock), pilha (discard pile), baixar (meld),
// bater (go out), curingas (jokers and deuces).
#include "frontend/strings.h"

namespace canasta::frontend {

const StringTable kStringsPt = {
    // Buttons
    "Baixar", "Descartar", "Bater?", "Sim", "Não", "Dica", "Ordenar", "Desfazer", "Passar", "Novo", "Jogadas",
    "Regras", "Opções", "Próxima mão", "Começar", "Fechar", "Pegar",
    // Table
    "Você", "Nós", "Eles", "{0} no monte", "{0} na pilha", "CONGELADA", "precisa de {0}", "fica de fora",
    "{0} cartas", "Sua vez: compre do monte ou pegue a pilha.", "Sua vez: baixe jogos e depois descarte.",
    "{0} está pensando…", "{0} pergunta: posso bater?", "Seu parceiro diz sim: bata nesta vez.",
    "Seu parceiro diz não: fique com uma carta nesta vez.", "Responda ao seu parceiro: Sim ou Não.",
    "O monte acabou: pegue a pilha ou passe.", "Um três vermelho foi a última carta: baixe jogos e depois passe.",
    "Escolha cartas para baixar, ou uma carta para descartar.",
    // Move descriptions
    "{0} compra do monte.", "{0} pega a pilha ({1} cartas).", "{0} baixa {1}.", "{0} descarta {1}.",
    "{0} pergunta: posso bater?", "{0} diz sim.", "{0} diz não.", "{0} passa.", "{0} bateu!", "Dica: {0}",
    "O processo dos jogadores do computador falhou; esta jogada foi calculada na página.",
    "Sua última jogada foi desfeita.", "Não há jogada sua para desfazer.",
    // Score sheet
    "Fim da mão {0}", "Jogos", "Canastras", "Três vermelhos", "Batida", "Batida de mão", "Cartas na mão",
    "Esta mão", "Total", "Vencedor: {0}", "Fim de jogo", "Mão",
    // New game and settings
    "Novo jogo", "Jogadores", "Computador", "Iniciante", "Padrão", "Especialista", "Regras", "Clássica (1950)",
    "Três baralhos", "Mínimo 15 abaixo de zero", "No máximo três curingas", "110 cartas, seis jokers",
    "Dois jogadores: comprar duas", "Permitir desfazer", "Opções", "Idioma", "Animações", "Desligadas", "Rápidas",
    "Normais", "Lentas", "Baralho de quatro cores", "Cores para daltônicos", "Jogadas", "Regras da Canastra",
    "A Canastra é jogada com dois baralhos e quatro jokers. Os jokers e os dois são curingas.\n"
    "Na sua vez, compre do monte ou pegue a pilha inteira quando puder baixar a carta do topo com duas cartas da "
    "sua mão (ou acrescentá-la a um jogo da sua equipe). Depois baixe jogos se quiser e descarte uma carta.\n"
    "Um jogo tem três ou mais cartas do mesmo valor, com pelo menos duas naturais e no máximo três curingas. Sete "
    "cartas formam uma canastra: 500 pontos limpa, 300 suja. Os três vermelhos são baixados na hora e repostos; "
    "cada um vale 100 (os quatro: 800).\n"
    "A primeira baixada da sua equipe precisa atingir um mínimo: 50 a partir de 0, 90 a partir de 1.500, 120 a "
    "partir de 3.000 pontos (15 abaixo de zero). Valores: joker 50, dois e ás 20, do rei ao oito 10, do sete ao "
    "quatro e três preto 5.\n"
    "A pilha fica congelada enquanto tiver um curinga ou um três vermelho, e para uma equipe que ainda não baixou: "
    "então só um par natural do valor da carta do topo a pega. Os três pretos bloqueiam o próximo jogador.\n"
    "Você pode bater, baixando ou descartando sua última carta, quando sua equipe tiver uma canastra; bater vale "
    "100 (200 de mão). Em duplas você pode antes perguntar “Posso bater?” e a resposta do parceiro vale. As cartas "
    "que ficarem na mão contam contra você. Vence a primeira equipe a chegar a 5.000.",
    "Nova mão",
    // The player's own moves and hints
    "Você compra do monte.", "Você pega a pilha ({0} cartas).", "Você baixa {0}.", "Você descarta {0}.",
    "Você pergunta: posso bater?", "Você diz sim.", "Você diz não.", "Você passa.", "Você bateu!",
    "compre do monte.", "pegue a pilha.", "baixe {0}.", "descarte {0}.", "pergunte ao seu parceiro “Posso bater?”",
    "responda sim.", "responda não.", "passe.", "Você venceu o jogo!", "Joker",
    // Taking the pile
    "Pegar a pilha: com quais cartas da sua mão?", "com {0}", "e baixar {0}",
    // The engine's reasons
    "O jogo acabou.", "A mão acabou: comece a próxima.",
    "Seu parceiro precisa primeiro responder “Posso bater?” com sim ou não.", "Ninguém perguntou “Posso bater?”.",
    "Você já comprou nesta vez.", "Primeiro compre do monte ou pegue a pilha.",
    "O monte acabou: pegue o descarte ou passe.", "A pilha de descarte está vazia.",
    "A pilha tem um curinga no topo, então não pode ser pega.",
    "A pilha tem um três preto no topo, então não pode ser pega.",
    "A pilha tem um três vermelho no topo, então não pode ser pega.",
    "A pilha está congelada: você precisa de um par natural de {0} da sua mão.",
    "A pilha está congelada para a sua equipe até ela baixar: você precisa de um par natural de {0} da sua mão.",
    "Sua equipe não tem jogo de {0} para acrescentar a carta do topo: mostre duas cartas da sua mão com ela.",
    "Para pegar a pilha, mostre um par natural de {0}, ou uma carta natural desse valor e um curinga, da sua mão.",
    "Grupos extras ao pegar a pilha são só para a primeira baixada: baixe-os depois de pegar a pilha.",
    "Sua primeira baixada soma {0}, mas sua equipe precisa de {1}.",
    "Com uma carta na pilha e uma na sua mão, você não pode pegar a pilha e bater.",
    "Você não pode bater: sua equipe precisa primeiro de {0}.",
    "Sua equipe ainda precisa de {0} para bater, então você deve ficar com uma carta depois de descartar.",
    "Seu parceiro disse não: você não pode bater nesta vez.",
    "Seu parceiro disse sim: você deve bater nesta vez, descartando apenas sua última carta.",
    "Seu parceiro disse sim: este jogo deixaria você sem poder bater nesta vez.", "Você não tem {0} na mão.",
    "Você não tem todas essas cartas.", "Três vermelhos nunca formam jogos.",
    "Três pretos só podem ser baixados na vez em que você bate.", "Três pretos não podem ser baixados com curingas.",
    "Um mesmo valor ({0}) vai num só grupo por jogada.", "Um jogo de {0} precisa de pelo menos duas cartas naturais.",
    "Um jogo de {0} precisa de pelo menos três cartas.",
    "Um jogo de {0} pode ter no máximo três curingas até virar canastra.",
    "Um jogo de {0} pode ter no máximo três curingas.",
    "Curingas não podem ser baixados sozinhos: sua equipe não tem jogo de {0} ao qual juntá-los.",
    "Escolha as cartas para baixar.",
    "Você comprou um três vermelho como última carta do monte: pode baixar e depois passar, mas não descartar.",
    "Você só pode passar quando o monte acabou, ou depois de comprar um três vermelho como sua última carta.",
    "O monte acabou e o descarte serve num jogo da sua equipe: você deve pegá-lo.",
    "Você não tem parceiro para perguntar.", "Você já perguntou nesta vez.",
    "Você só pode perguntar “Posso bater?” depois de comprar do monte e antes de baixar.",
    "Você só pode perguntar “Posso bater?” quando puder bater nesta vez.",
    "Depois de comprar um três vermelho como última carta do monte não há batida a perguntar: baixe se quiser e "
    "depois passe.",
    "Responda à pergunta do seu parceiro com sim ou não.", "Essa jogada não é permitida.",
    // Ranks in the plural, canastras
    "ases", "reis", "damas", "valetes", "dez", "noves", "oitos", "setes", "seis", "cincos", "quatros", "três", "dois",
    "jokers", "uma canastra", "{0} canastras",
};

}  // namespace canasta::frontend
